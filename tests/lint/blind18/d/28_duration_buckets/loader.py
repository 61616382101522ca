import numpy as np

SR = 4000
HOP = 100
BATCH = 4
BUCKETS = (4000, 8000)


def make_corpus(rng, n=24):
    durs = rng.choice([0.5, 0.8, 1.2, 1.6, 2.0], size=n)
    return [rng.standard_normal(int(d * SR)).astype(np.float32) for d in durs]


def bucket_for(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def bucketed_batches(corpus):
    groups = {b: [] for b in BUCKETS}
    for clip in corpus:
        groups[bucket_for(len(clip))].append(clip)
    for length, clips in groups.items():
        for s in range(0, len(clips), BATCH):
            yield collate(clips[s:s + BATCH], length)


def collate(clips, length):
    out = np.zeros((BATCH, length), np.float32)
    mask = np.zeros((BATCH, length // HOP), np.float32)
    for j, c in enumerate(clips):
        n = min(len(c), length)
        out[j, :n] = c[:n]
        mask[j, : n // HOP] = 1.0
    return out, mask
