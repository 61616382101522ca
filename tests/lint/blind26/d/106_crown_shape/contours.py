import numpy as np


def crown_contours(n, rng):
    out = []
    for _ in range(n):
        k = int(rng.integers(20, 60))  # vertices from the polygon annotation tool
        t = np.linspace(0, 2 * np.pi, k, endpoint=False)
        r = 10 + rng.normal(0, 0.5, k)
        out.append(np.stack([r * np.cos(t), 1.3 * r * np.sin(t)], -1).astype(np.float32))
    return out


def pad_batch(polys):
    k = max(len(p) for p in polys)
    pts = np.zeros((len(polys), k, 2), np.float32)
    valid = np.zeros((len(polys), k), bool)
    for i, p in enumerate(polys):
        pts[i, :len(p)] = p
        pts[i, len(p):] = p[-1]
        valid[i, :len(p)] = True
    return pts, valid
