import numpy as np

ALPHABET = "ACGT"


def random_reads(rng, n, min_len=40, max_len=64):
    reads = []
    for _ in range(n):
        length = int(rng.integers(min_len, max_len + 1))
        reads.append("".join(rng.choice(list(ALPHABET), size=length)))
    return reads


def one_hot(seq):
    idx = np.array([ALPHABET.index(c) for c in seq])
    return np.eye(4, dtype=np.float32)[idx]


def batches(reads, labels, batch_size):
    for start in range(0, len(reads), batch_size):
        chunk = reads[start:start + batch_size]
        longest = max(len(s) for s in chunk)
        x = np.zeros((len(chunk), longest, 4), dtype=np.float32)
        for i, s in enumerate(chunk):
            x[i, : len(s)] = one_hot(s)
        yield x, labels[start:start + batch_size]
