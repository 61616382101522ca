import bisect

import numpy as np

PAD_ID = 0
BUCKETS = (8, 16)


def tokenize(text, vocab):
    return [vocab.setdefault(w, len(vocab) + 1) for w in text.lower().split()]


def bucket_len(n):
    i = bisect.bisect_left(BUCKETS, n)
    return BUCKETS[min(i, len(BUCKETS) - 1)]


def collate(batch, batch_size):
    max_len = bucket_len(max(len(s) for s in batch))
    tokens = np.full((batch_size, max_len), PAD_ID, dtype=np.int32)
    for i, seq in enumerate(batch):
        tokens[i, :min(len(seq), max_len)] = seq[:max_len]
    return tokens


def batched(seqs, batch_size):
    for i in range(0, len(seqs), batch_size):
        yield collate(seqs[i:i + batch_size], batch_size)
