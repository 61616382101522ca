import numpy as np

N_JOINTS = 12


def pose_samples(rng, n, size=16):
    """Crops with 12 joints each; occluded joints have visibility 0 (COCO-style)."""
    for _ in range(n):
        crop = rng.normal(size=(size, size, 3)).astype(np.float32)
        joints = rng.uniform(0, size, size=(N_JOINTS, 2)).astype(np.float32)
        visibility = (rng.random(N_JOINTS) > 0.3).astype(np.int32)
        yield crop, joints, visibility


def visible_targets(joints, visibility):
    idx = np.flatnonzero(visibility > 0)
    return idx.astype(np.int32), joints[idx]
