import numpy as np

PAD_ID = 0


def synthetic_reviews(n, vocab_size, rng):
    """Token-id sequences of random length; label is whether token 7 appears."""
    docs, labels = [], []
    for _ in range(n):
        length = int(rng.integers(4, 40))
        tokens = rng.integers(1, vocab_size, size=length)
        docs.append(tokens)
        labels.append(int(7 in tokens))
    return docs, np.array(labels, dtype=np.int32)


def collate(batch_docs):
    max_len = max(len(s) for s in batch_docs)
    tokens = np.full((len(batch_docs), max_len), PAD_ID, dtype=np.int32)
    for i, s in enumerate(batch_docs):
        tokens[i, :len(s)] = s
    return tokens


def batch_iterator(docs, labels, batch_size):
    for start in range(0, len(docs) - batch_size + 1, batch_size):
        yield collate(docs[start:start + batch_size]), labels[start:start + batch_size]
