import numpy as np

VOCAB = 200
MAX_TOKENS = 64


def tokenised_notes(n, rng):
    # dental clinical notes -> token ids
    return [rng.integers(1, VOCAB, size=int(rng.integers(10, 80))).astype(np.int32) for _ in range(n)]


def pad_batch(seqs, length=MAX_TOKENS):
    out = np.zeros((len(seqs), length), np.int32)
    for i, s in enumerate(seqs):
        s = s[:length]
        out[i, :len(s)] = s
    return out
