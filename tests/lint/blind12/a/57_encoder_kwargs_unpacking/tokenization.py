import numpy as np

MAX_LEN = 12


class CharTokenizer:
    def __init__(self, alphabet="abcdefghijklmnopqrstuvwxyz '"):
        self.vocab = {c: i + 1 for i, c in enumerate(alphabet)}

    def __call__(self, texts):
        ids = np.zeros((len(texts), MAX_LEN), dtype=np.int32)
        for i, t in enumerate(texts):
            enc = [self.vocab.get(c, 0) for c in t.lower()][:MAX_LEN]
            ids[i, : len(enc)] = enc
        return {"input_ids": ids, "attention_mask": (ids > 0).astype(np.float32)}

    @property
    def vocab_size(self):
        return len(self.vocab) + 1
