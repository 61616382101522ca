import numpy as np


def synthetic_sweeps(num_frames, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(num_frames):
        n = int(rng.integers(900, 1100))
        xyz = rng.uniform(-40.0, 40.0, size=(n, 3)).astype(np.float32)
        intensity = rng.uniform(0.0, 1.0, size=(n, 1)).astype(np.float32)
        yield np.concatenate([xyz, intensity], axis=1)


def crop_range(points, max_range=35.0):
    r = np.linalg.norm(points[:, :2], axis=1)
    return points[r < max_range]
