import numpy as np


def blender_batch(rng, n):
    return {"origins": rng.normal(size=(n, 3)).astype(np.float32),
            "dirs": rng.normal(size=(n, 3)).astype(np.float32),
            "rgb": rng.uniform(size=(n, 3)).astype(np.float32)}, {"background": np.ones(3, np.float32)}


def llff_batch(rng, n):
    return {"origins": rng.normal(size=(n, 3)).astype(np.float32),
            "dirs": rng.normal(size=(n, 3)).astype(np.float32),
            "rgb": rng.uniform(size=(n, 3)).astype(np.float32)}, {"background": np.zeros(3, np.float32)}
