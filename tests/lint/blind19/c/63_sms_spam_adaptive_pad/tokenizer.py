import zlib

import numpy as np


class HashingTokenizer:
    def __init__(self, num_buckets=256):
        self.num_buckets = num_buckets
        self.longest_seen = 1

    @property
    def pad_length(self):
        return self.longest_seen

    def encode(self, texts):
        tokenised = [[zlib.crc32(w.encode()) % (self.num_buckets - 1) + 1 for w in t.lower().split()] for t in texts]
        self.longest_seen = max(self.longest_seen, *(len(t) for t in tokenised))
        out = np.zeros((len(texts), self.pad_length), dtype=np.int32)
        for i, t in enumerate(tokenised):
            out[i, :len(t)] = t
        return out
