import numpy as np

PHASES = 4  # taxi, climb, cruise, descent


def flight_segment(rng):
    n = int(rng.integers(20, 60))
    phase = int(rng.integers(0, PHASES))
    alt_rate = [0.0, 8.0, 0.0, -6.0][phase]
    spd = [8.0, 80.0, 120.0, 90.0][phase]
    feats = np.stack([np.full(n, alt_rate), np.full(n, spd)], 1) + rng.normal(0, 1.0, (n, 2))
    return feats.astype(np.float32) / 50.0, phase


def collate(segments):
    L = max(len(s) for s, _ in segments)
    x = np.zeros((len(segments), L, 2), np.float32)
    m = np.zeros((len(segments), L), np.float32)
    for i, (s, _) in enumerate(segments):
        x[i, :len(s)] = s
        m[i, :len(s)] = 1.0
    y = np.array([p for _, p in segments], np.int32)
    return x, m, y


def batches(n_batches, bs, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        yield collate([flight_segment(rng) for _ in range(bs)])
