import numpy as np

BUCKETS = (16, 48)


def tokenize(review, vocab):
    return [vocab.setdefault(w, len(vocab) + 1) for w in review.lower().split()]


def pad_to_bucket(seqs):
    longest = max(len(s) for s in seqs)
    width = next(b for b in BUCKETS if b >= longest)
    out = np.zeros((len(seqs), width), np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s[:width]
    return out
