import numpy as np

VOCAB = 200
PAD = 0
MAX_LEN = 32


def make_reviews(n=160, seed=0):
    rng = np.random.default_rng(seed)
    docs, labels = [], []
    for _ in range(n):
        length = int(rng.integers(5, 30))
        label = int(rng.integers(0, 2))
        lo, hi = (1, 100) if label == 0 else (100, VOCAB)
        docs.append(rng.integers(lo, hi, size=length).tolist())
        labels.append(label)
    return docs, labels


def collate(docs, labels, max_len=MAX_LEN):
    tokens = np.full((len(docs), max_len), PAD, dtype=np.int32)
    for i, d in enumerate(docs):
        d = d[:max_len]
        tokens[i, :len(d)] = d
    return tokens, np.asarray(labels, dtype=np.int32)


def batches(docs, labels, batch_size=16):
    for i in range(0, len(docs), batch_size):
        yield collate(docs[i:i + batch_size], labels[i:i + batch_size])
