import numpy as np

PAD, BOS, EOS = 0, 1, 2


class WordTokenizer:
    def __init__(self, vocab_size=64):
        self.vocab_size = vocab_size

    def encode(self, text):
        ids = [3 + (sum(map(ord, w)) % (self.vocab_size - 3)) for w in text.split()]
        return [BOS] + ids + [EOS]

    def batch_encode(self, texts):
        encoded = [self.encode(t) for t in texts]
        width = max(len(e) for e in encoded)
        out = np.full((len(texts), width), PAD, dtype=np.int32)
        for i, e in enumerate(encoded):
            out[i, : len(e)] = e
        return out
