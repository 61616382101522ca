import numpy as np

MAX_POINTS = 1100


def synthetic_sweeps(num_frames, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(num_frames):
        n = int(rng.integers(900, 1100))
        xyz = rng.uniform(-40.0, 40.0, size=(n, 3)).astype(np.float32)
        intensity = rng.uniform(0.0, 1.0, size=(n, 1)).astype(np.float32)
        yield np.concatenate([xyz, intensity], axis=1)


def crop_and_pad(points, max_range=35.0, max_points=MAX_POINTS):
    r = np.linalg.norm(points[:, :2], axis=1)
    points = points[r < max_range][:max_points]
    out = np.zeros((max_points, points.shape[1]), dtype=np.float32)
    mask = np.zeros((max_points,), dtype=bool)
    out[: len(points)] = points
    mask[: len(points)] = True
    return out, mask
