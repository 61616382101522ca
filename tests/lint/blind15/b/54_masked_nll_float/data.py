import numpy as np

PAD = 0


def pad_batch(seqs, length):
    out = np.full((len(seqs), length), PAD, np.int32)
    for i, s in enumerate(seqs):
        out[i, : len(s)] = s[:length]
    return out


def train_batch(rng, vocab, n, length):
    seqs = [rng.integers(1, vocab, rng.integers(length // 2, length + 1)) for _ in range(n)]
    tokens = pad_batch(seqs, length + 1)
    mask = np.array([[1.0] * (len(s) - 1) + [0.0] * (length - len(s) + 1) for s in seqs], np.float32)
    return tokens, mask


def eval_batch(rng, vocab, n, length):
    seqs = [rng.integers(1, vocab, rng.integers(length // 2, length + 1)) for _ in range(n)]
    tokens = pad_batch(seqs, length + 1)
    mask = (tokens[:, 1:] != PAD).astype(np.float32)
    return tokens, mask
