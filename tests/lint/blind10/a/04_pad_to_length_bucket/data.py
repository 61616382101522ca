import bisect

import numpy as np

PAD_ID = 0
BUCKETS = (16, 32)


def tokenize(text, vocab):
    return [vocab.setdefault(w, len(vocab) + 1) for w in text.lower().split()]


def bucket_length(n):
    i = bisect.bisect_left(BUCKETS, n)
    return BUCKETS[min(i, len(BUCKETS) - 1)]


def collate(batch):
    seqs = [s[: BUCKETS[-1]] for s, _ in batch]
    max_len = bucket_length(max(len(s) for s in seqs))
    ids = np.full((len(seqs), max_len), PAD_ID, dtype=np.int32)
    mask = np.zeros((len(seqs), max_len), dtype=np.float32)
    for i, s in enumerate(seqs):
        ids[i, : len(s)] = s
        mask[i, : len(s)] = 1.0
    labels = np.array([l for _, l in batch], dtype=np.int32)
    return ids, mask, labels


def make_dataset(rng, n, vocab):
    words = ["good", "bad", "movie", "plot", "actor", "great", "boring", "the", "a", "was"]
    out = []
    for _ in range(n):
        length = int(rng.integers(3, 30))
        text = " ".join(rng.choice(words, size=length))
        out.append((tokenize(text, vocab), int("good" in text or "great" in text)))
    return out
