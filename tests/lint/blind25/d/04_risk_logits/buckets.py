import numpy as np

BUCKETS = (64, 128)

def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]

def collate(docs):
    L = bucket_len(max(len(d) for d in docs))
    out = np.zeros((len(docs), L), dtype=np.int32)
    for i, d in enumerate(docs):
        d = d[:L]
        out[i, :len(d)] = d
    return out
