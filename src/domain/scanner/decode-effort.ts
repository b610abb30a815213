// How hard the decoder looks at one picture. A camera frame gets the quick pass (an ordinary
// label, upright or turned) and, when that reads nothing, the thorough pass on the same frame
// (small, blurred, very noisy and light-on-dark labels). A file gets the thorough pass.
export type DecodeEffort = 'quick' | 'thorough';
