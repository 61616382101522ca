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
    pts = np.concatenate([segment_points(seg, n_per_segment) for seg in SEGMENTS])
    weight = np.repeat([1.0 if i in active else 0.0 for i in range(len(SEGMENTS))], n_per_segment)
    return pts, weight.astype(np.float32)
