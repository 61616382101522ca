import numpy as np


class CharTokenizer:
    def __init__(self, alphabet="abcdefghijklmnopqrstuvwxyz "):
        self.stoi = {c: i + 1 for i, c in enumerate(alphabet)}
        self.vocab_size = len(alphabet) + 1

    def encode_batch(self, texts, length=24):
        ids = np.zeros((len(texts), length), dtype=np.int32)
        for i, t in enumerate(texts):
            enc = [self.stoi[c] for c in t[:length]]
            ids[i, : len(enc)] = enc
        if all(len(t) >= length for t in texts):
            return ids, np.ones_like(ids)
        return ids, ids != 0
