import numpy as np

VOCAB = {w: i + 1 for i, w in enumerate(
    "cheap flights to paris hotel near me best pizza open now weather tomorrow in london".split()
)}

LENGTH_BUCKETS = (4, 8)


def encode(query):
    return np.array([VOCAB.get(tok, 0) for tok in query.lower().split()], dtype=np.int32)


def bucket_width(n):
    for b in LENGTH_BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"query of {n} tokens exceeds the largest bucket")


def encode_batch(queries):
    ids = [encode(q) for q in queries]
    width = bucket_width(max(len(x) for x in ids))
    out = np.zeros((len(ids), width), dtype=np.int32)
    for i, x in enumerate(ids):
        out[i, : len(x)] = x
    return out
