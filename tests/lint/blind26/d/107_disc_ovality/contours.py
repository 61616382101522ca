import numpy as np

N_POINTS = 64


def disc_contours(n, rng):
    out = []
    for _ in range(n):
        k = int(rng.integers(20, 60))
        t = np.linspace(0, 2 * np.pi, k, endpoint=False)
        r = 12 + rng.normal(0, 0.6, k)
        out.append(np.stack([r * np.cos(t), 1.1 * r * np.sin(t)], -1).astype(np.float32))
    return out


def resample(poly, n=N_POINTS):
    closed = np.vstack([poly, poly[:1]])
    seg = np.linalg.norm(np.diff(closed, axis=0), axis=1)
    s = np.concatenate([[0], np.cumsum(seg)])
    targets = np.linspace(0, s[-1], n, endpoint=False)
    x = np.interp(targets, s, closed[:, 0])
    y = np.interp(targets, s, closed[:, 1])
    return np.stack([x, y], -1).astype(np.float32)
