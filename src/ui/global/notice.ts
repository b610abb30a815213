/** A scanning screen's last message: what a scan or a send did, or why it was refused. */
export interface Notice {
  intent: 'success' | 'danger' | 'warning' | 'primary';
  text: string;
}
