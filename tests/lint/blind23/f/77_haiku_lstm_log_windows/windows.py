import numpy as np

WINDOW = 50


def flight_logs(seed=0):
    rng = np.random.default_rng(seed)
    for n in (230, 300, 175):
        t = np.arange(n) * 0.1
        pitch = 0.1 * np.sin(0.5 * t) + rng.normal(0, 0.005, n)
        q = np.gradient(pitch, 0.1) + rng.normal(0, 0.01, n)
        de = -0.3 * pitch + rng.normal(0, 0.01, n)
        yield np.stack([pitch, q, de], 1).astype(np.float32)


def windows(log):
    for s in range(0, len(log) - 1, WINDOW):
        chunk = log[s:s + WINDOW + 1]
        yield chunk[:-1], chunk[1:, :2]
