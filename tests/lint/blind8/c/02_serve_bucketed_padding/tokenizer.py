import bisect

import numpy as np

PAD_ID = 0
UNK_ID = 1
LENGTH_BUCKETS = (8, 16, 32)
BATCH_SIZE = 4


class WhitespaceTokenizer:
    def __init__(self, vocab):
        self.vocab = {w: i + 2 for i, w in enumerate(vocab)}

    def encode(self, text):
        return [self.vocab.get(w, UNK_ID) for w in text.lower().split()]

    @staticmethod
    def bucket_for(length):
        i = bisect.bisect_left(LENGTH_BUCKETS, length)
        return LENGTH_BUCKETS[min(i, len(LENGTH_BUCKETS) - 1)]

    def encode_batch(self, texts):
        ids = [self.encode(t)[: LENGTH_BUCKETS[-1]] for t in texts]
        seq_len = self.bucket_for(max(len(s) for s in ids))
        out = np.full((BATCH_SIZE, seq_len), PAD_ID, dtype=np.int32)
        mask = np.zeros((BATCH_SIZE, seq_len), dtype=np.float32)
        for i, s in enumerate(ids):
            out[i, : len(s)] = s
            mask[i, : len(s)] = 1.0
        return out, mask
