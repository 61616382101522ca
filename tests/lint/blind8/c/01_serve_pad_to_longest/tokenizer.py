import numpy as np

PAD_ID = 0
UNK_ID = 1


class WhitespaceTokenizer:
    def __init__(self, vocab):
        self.vocab = {w: i + 2 for i, w in enumerate(vocab)}

    def encode(self, text):
        return [self.vocab.get(w, UNK_ID) for w in text.lower().split()]

    def encode_batch(self, texts):
        ids = [self.encode(t) for t in texts]
        max_len = max(len(s) for s in ids)
        out = np.full((len(ids), max_len), PAD_ID, dtype=np.int32)
        mask = np.zeros((len(ids), max_len), dtype=np.float32)
        for i, s in enumerate(ids):
            out[i, : len(s)] = s
            mask[i, : len(s)] = 1.0
        return out, mask
