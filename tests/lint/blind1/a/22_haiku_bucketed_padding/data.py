import bisect

import numpy as np

PAD_ID = 0
BUCKETS = (16, 48)


def synthetic_reviews(n, vocab_size, rng):
    """Token-id sequences of random length; label is whether token 7 appears."""
    docs, labels = [], []
    for _ in range(n):
        length = int(rng.integers(4, 40))
        tokens = rng.integers(1, vocab_size, size=length)
        docs.append(tokens)
        labels.append(int(7 in tokens))
    return docs, np.array(labels, dtype=np.int32)


def bucket_length(n):
    i = bisect.bisect_left(BUCKETS, n)
    if i == len(BUCKETS):
        raise ValueError(f"sequence of length {n} exceeds the largest bucket")
    return BUCKETS[i]


def collate(batch_docs):
    max_len = bucket_length(max(len(s) for s in batch_docs))
    tokens = np.full((len(batch_docs), max_len), PAD_ID, dtype=np.int32)
    for i, s in enumerate(batch_docs):
        tokens[i, :len(s)] = s
    return tokens


def batch_iterator(docs, labels, batch_size):
    order = sorted(range(len(docs)), key=lambda i: len(docs[i]))
    for start in range(0, len(docs) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield collate([docs[i] for i in idx]), labels[idx]
