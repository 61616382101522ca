import numpy as np

VOCAB = {w: i + 1 for i, w in enumerate("the a cat dog sat ran on mat fast slow big red".split())}
BUCKETS = (4, 8, 16)


def encode(text):
    return [VOCAB.get(w, 0) for w in text.lower().split()]


def bucket_for(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def collate(batch):
    ids = [encode(t)[: BUCKETS[-1]] for t in batch]
    width = bucket_for(max(len(s) for s in ids))
    out = np.zeros((len(ids), width), dtype=np.int32)
    mask = np.zeros((len(ids), width), dtype=np.float32)
    for i, s in enumerate(ids):
        out[i, : len(s)] = s
        mask[i, : len(s)] = 1.0
    return out, mask
