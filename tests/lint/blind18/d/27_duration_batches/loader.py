import numpy as np

SR = 4000
HOP = 100
FRAME_BUDGET = 160


def make_corpus(rng, n=24):
    durs = rng.choice([0.5, 0.8, 1.2, 1.6, 2.0], size=n)
    return [rng.standard_normal(int(d * SR)).astype(np.float32) for d in durs]


def dynamic_batches(corpus):
    """Group clips so each batch holds about FRAME_BUDGET frames."""
    order = sorted(range(len(corpus)), key=lambda i: len(corpus[i]))
    batch = []
    for i in order:
        batch.append(corpus[i])
        longest = max(len(c) for c in batch)
        if len(batch) * longest // HOP >= FRAME_BUDGET:
            yield collate(batch)
            batch = []
    if batch:
        yield collate(batch)


def collate(clips):
    longest = max(len(c) for c in clips)
    out = np.zeros((len(clips), longest), np.float32)
    for j, c in enumerate(clips):
        out[j, : len(c)] = c
    return out
