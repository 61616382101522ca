import numpy as np

# L-shaped domain boundary as a list of straight segments (start, end)
SEGMENTS = [
    ((0.0, 0.0), (1.0, 0.0)),
    ((1.0, 0.0), (1.0, 0.5)),
    ((1.0, 0.5), (0.5, 0.5)),
    ((0.5, 0.5), (0.5, 1.0)),
    ((0.5, 1.0), (0.0, 1.0)),
    ((0.0, 1.0), (0.0, 0.0)),
]


def segment_points(seg, n):
    (x0, y0), (x1, y1) = seg
    s = np.linspace(0.0, 1.0, n, dtype=np.float32)
    return np.stack([x0 + s * (x1 - x0), y0 + s * (y1 - y0)], 1).astype(np.float32)


def boundary_points(active, n_per_segment=12):
    return np.concatenate([segment_points(SEGMENTS[i], n_per_segment) for i in active])
