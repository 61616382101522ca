import bisect

import numpy as np

BUCKETS = (16, 32)


def synthetic_corpus(n, vocab, seed):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        length = int(rng.integers(3, 18))
        toks = rng.integers(1, vocab, size=length)
        out.append((toks, int(toks.mean() > vocab / 2)))
    return out


def bucket_width(longest):
    i = bisect.bisect_left(BUCKETS, longest)
    return BUCKETS[min(i, len(BUCKETS) - 1)]


def collate(examples):
    width = bucket_width(max(len(t) for t, _ in examples))
    tokens = np.zeros((len(examples), width), np.int32)
    mask = np.zeros((len(examples), width), np.float32)
    for i, (t, _) in enumerate(examples):
        t = t[:width]
        tokens[i, :len(t)] = t
        mask[i, :len(t)] = 1.0
    labels = np.array([y for _, y in examples], np.int32)
    return {"tokens": tokens, "mask": mask, "label": labels}
