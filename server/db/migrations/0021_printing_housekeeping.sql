-- Printing housekeeping: when the agent fetched a job's PDF (before that, a job whose agent vanished cannot
-- have printed and may be offered again), and indexes for removing old documents and finished jobs.

ALTER TABLE print_jobs ADD COLUMN pdf_fetched_at timestamptz;
CREATE INDEX print_jobs_sending ON print_jobs(taken_at) WHERE status = 'sending';
CREATE INDEX print_jobs_finished ON print_jobs(finished_at) WHERE status IN ('printed', 'failed');
CREATE INDEX print_jobs_document ON print_jobs(document_id);
CREATE INDEX print_documents_created ON print_documents(created_at);
