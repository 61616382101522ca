import numpy as np


def load_beams(n=24, seed=5):
    """ATL07-like along-track segments: (height, photon rate, seg length) and lead flags."""
    rng = np.random.default_rng(seed)
    beams = []
    for _ in range(n):
        length = int(rng.integers(40, 120))
        height = rng.normal(0.25, 0.12, length)
        lead = rng.random(length) < 0.08
        height[lead] = rng.normal(0.0, 0.02, lead.sum())
        rate = np.where(lead, rng.normal(9, 1, length), rng.normal(4, 1, length))
        seg = rng.uniform(10, 60, length)
        feats = np.stack([height / 0.3, rate / 5.0, seg / 30.0], 1).astype(np.float32)
        beams.append((feats, lead.astype(np.float32)))
    return beams


def collate(items):
    longest = max(len(f) for f, _ in items)
    x = np.zeros((len(items), longest, 3), np.float32)
    y = np.zeros((len(items), longest), np.float32)
    m = np.zeros((len(items), longest), np.float32)
    for i, (f, l) in enumerate(items):
        x[i, :len(f)] = f
        y[i, :len(l)] = l
        m[i, :len(f)] = 1.0
    return x, y, m


def batches(beams, batch_size=6):
    for i in range(0, len(beams), batch_size):
        yield collate(beams[i:i + batch_size])
