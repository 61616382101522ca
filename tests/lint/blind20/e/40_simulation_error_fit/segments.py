import numpy as np

LENGTHS = (40, 55, 70, 40, 55)


def experiment(seed, length):
    rng = np.random.default_rng(seed)
    u = rng.uniform(-1, 1, size=length).astype(np.float32)
    y = np.zeros(length, dtype=np.float32)
    for k in range(1, length):
        y[k] = 0.85 * y[k - 1] + 0.3 * u[k - 1] - 0.05 * y[k - 1] ** 3
    return u, y


def load_experiments():
    return [experiment(i, n) for i, n in enumerate(LENGTHS)]


def pad_to(arr, n):
    out = np.zeros(n, dtype=np.float32)
    out[: len(arr)] = arr
    return out


def load_padded(max_len=max(LENGTHS)):
    padded = []
    for u, y in load_experiments():
        mask = pad_to(np.ones_like(y), max_len)
        padded.append((pad_to(u, max_len), pad_to(y, max_len), mask))
    return padded
