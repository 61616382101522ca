import numpy as np

BUCKETS = (8, 16)


def encode(title, vocab):
    return [vocab.setdefault(w, len(vocab) + 1) for w in title.lower().split()]


def bucket_batch(titles, vocab):
    ids = [encode(t, vocab)[:BUCKETS[-1]] for t in titles]
    longest = max(len(i) for i in ids)
    width = next(b for b in BUCKETS if b >= longest)
    out = np.zeros((len(ids), width), np.int32)
    for r, seq in enumerate(ids):
        out[r, :len(seq)] = seq
    return out
