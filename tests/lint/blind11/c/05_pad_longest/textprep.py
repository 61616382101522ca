import numpy as np

VOCAB = {w: i + 1 for i, w in enumerate("the a cat dog sat ran on mat fast slow big red".split())}


def encode(text):
    return [VOCAB.get(w, 0) for w in text.lower().split()]


def collate(batch):
    ids = [encode(t) for t in batch]
    max_len = max(len(s) for s in ids)
    out = np.zeros((len(ids), max_len), dtype=np.int32)
    mask = np.zeros((len(ids), max_len), dtype=np.float32)
    for i, s in enumerate(ids):
        out[i, : len(s)] = s
        mask[i, : len(s)] = 1.0
    return out, mask
