import numpy as np

PAD = 0


def synthetic_corpus(n, vocab, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(3, 30, size=n)
    seqs = [rng.integers(1, vocab, size=l).tolist() for l in lengths]
    labels = [int(sum(s) % 2) for s in seqs]
    return seqs, labels


def collate(seqs, labels):
    max_len = max(len(s) for s in seqs)
    ids = np.full((len(seqs), max_len), PAD, dtype=np.int32)
    for row, s in enumerate(seqs):
        ids[row, :len(s)] = s
    return {"ids": ids, "mask": ids != PAD, "label": np.asarray(labels, np.int32)}


def iterate(seqs, labels, batch_size):
    for i in range(0, len(seqs) - batch_size + 1, batch_size):
        yield collate(seqs[i:i + batch_size], labels[i:i + batch_size])
