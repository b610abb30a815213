import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { sklad } from '../../src/api/endpoint';
import { AnswerMismatch, checkAnswer } from './answer-check';

// Issue 26 item 3: outside production the server holds each answer to its declaration's schema, exactly.
const Declared = sklad('GET', '/example/{id}/', 'Příklad', [], {
  response: Schema.Struct({ id: Schema.Number, note: Schema.optionalKey(Schema.String) }),
});

describe('checkAnswer (under test)', () => {
  it('passes an answer of the declared shape, as it goes on the wire (an undefined key is not sent)', () => {
    expect(() => checkAnswer(Declared, { id: 1 })).not.toThrow();
    expect(() => checkAnswer(Declared, { id: 1, note: undefined })).not.toThrow();
  });
  it('fails an answer with a key the schema leaves out: the app would drop it when decoding', () => {
    expect(() => checkAnswer(Declared, { id: 1, extra: true })).toThrow(AnswerMismatch);
  });
  it('fails an answer whose field has another type, naming the call', () => {
    expect(() => checkAnswer(Declared, { id: '1' })).toThrow(/GET \/example\/\{id\}\//);
  });
});
