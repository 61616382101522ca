import bisect

import numpy as np

PAD = 0
BUCKETS = (16, 32)


class ByteTokenizer:
    vocab_size = 258

    def encode(self, text):
        return [b + 2 for b in text.encode("utf-8")]


def bucket_length(n):
    i = bisect.bisect_left(BUCKETS, n)
    return BUCKETS[min(i, len(BUCKETS) - 1)]


def collate(tokenizer, texts):
    ids = [tokenizer.encode(t)[: BUCKETS[-1]] for t in texts]
    width = bucket_length(max(len(s) for s in ids))
    batch = np.full((len(ids), width), PAD, dtype=np.int32)
    for i, s in enumerate(ids):
        batch[i, : len(s)] = s
    return batch
