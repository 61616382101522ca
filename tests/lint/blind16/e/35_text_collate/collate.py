import numpy as np


def synthetic_corpus(n=40, vocab=50, min_len=4, max_len=24, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(min_len, max_len + 1, size=n)
    seqs = [rng.integers(1, vocab, size=l) for l in lengths]
    labels = np.array([int(s.sum() % 2) for s in seqs], np.int32)
    return seqs, labels


def pad_batch(seqs):
    longest = max(len(s) for s in seqs)
    tokens = np.zeros((len(seqs), longest), np.int32)
    for i, s in enumerate(seqs):
        tokens[i, : len(s)] = s
    return tokens


def iterate(seqs, labels, batch_size):
    for i in range(0, len(seqs), batch_size):
        yield pad_batch(seqs[i:i + batch_size]), labels[i:i + batch_size]
