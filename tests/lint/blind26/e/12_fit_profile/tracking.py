import numpy as np

MAX_FRAMES = 96  # 3.84 s at 25 Hz, longer than any sprint effort we keep


def extract_sprints(n=40, seed=6):
    rng = np.random.default_rng(seed)
    sprints = []
    for _ in range(n):
        length = int(rng.integers(20, 90))
        vmax = rng.uniform(7.0, 9.8)
        t = np.arange(length) / 25.0
        v = vmax * (1 - np.exp(-t / rng.uniform(0.9, 1.4)))
        sprints.append((v + rng.normal(0, 0.1, length)).astype(np.float32))
    return sprints


def collate(batch, frames=MAX_FRAMES):
    x = np.zeros((len(batch), frames), np.float32)
    m = np.zeros((len(batch), frames), np.float32)
    for i, s in enumerate(batch):
        x[i, :len(s)] = s
        m[i, :len(s)] = 1.0
    return x, m
