import numpy as np

FRAMES = 24
FACE_POINTS = 40


def load_sample(rng, idx):
    sample = {
        "left_hand": rng.normal(size=(FRAMES, 21, 3)).astype(np.float32),
        "right_hand": rng.normal(size=(FRAMES, 21, 3)).astype(np.float32),
        "pose": rng.normal(size=(FRAMES, 33, 3)).astype(np.float32),
    }
    has_face = idx % 3 != 0
    if has_face:
        sample["face"] = rng.normal(size=(FRAMES, FACE_POINTS, 3)).astype(np.float32)
    else:
        sample["face"] = np.zeros((FRAMES, FACE_POINTS, 3), np.float32)
    sample["face_valid"] = np.float32(has_face)
    return sample


def dataset(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield load_sample(rng, i), i % 5
