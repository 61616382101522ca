import numpy as np

PAD, BOS, EOS = 0, 1, 2


class WordTokenizer:
    def __init__(self, vocab_size=64, context_length=12):
        self.vocab_size = vocab_size
        self.context_length = context_length

    def encode(self, text):
        ids = [3 + (sum(map(ord, w)) % (self.vocab_size - 3)) for w in text.split()]
        ids = ids[: self.context_length - 2]
        return [BOS] + ids + [EOS]

    def batch_encode(self, texts):
        out = np.full((len(texts), self.context_length), PAD, dtype=np.int32)
        for i, t in enumerate(texts):
            e = self.encode(t)
            out[i, : len(e)] = e
        return out
