import bisect

import numpy as np

PAD_ID = 0
BUCKETS = (16, 32, 48)


def make_corpus(n_sentences, vocab, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(5, 40, size=n_sentences)
    return [rng.integers(1, vocab, size=int(l)).tolist() for l in lengths]


def bucket_length(n):
    idx = bisect.bisect_left(BUCKETS, n)
    return BUCKETS[min(idx, len(BUCKETS) - 1)]


def collate(batch):
    max_len = bucket_length(max(len(s) for s in batch))
    tokens = np.full((len(batch), max_len), PAD_ID, dtype=np.int32)
    mask = np.zeros((len(batch), max_len), dtype=np.float32)
    for i, s in enumerate(batch):
        s = s[:max_len]
        tokens[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return tokens, mask


def batches(corpus, batch_size):
    for i in range(0, len(corpus) - batch_size + 1, batch_size):
        yield collate(corpus[i:i + batch_size])
