// How hard the decoder looks at one picture. Camera frames and files get the thorough pass (small,
// blurred, very noisy and light-on-dark labels too); the quick pass (an ordinary label, upright or
// turned) is there for a caller that wants a fast look, and for comparison in the benchmark.
export type DecodeEffort = 'quick' | 'thorough';
