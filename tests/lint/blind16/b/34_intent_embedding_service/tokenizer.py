import numpy as np


class HashingTokenizer:
    def __init__(self, vocab_size=128, max_len=16):
        self.vocab_size = vocab_size
        self.max_len = max_len

    def __call__(self, texts):
        ids = np.zeros((len(texts), self.max_len), np.int32)
        for i, t in enumerate(texts):
            toks = [1 + (hash(w) % (self.vocab_size - 1)) for w in t.split()][: self.max_len]
            ids[i, : len(toks)] = toks
        return ids
