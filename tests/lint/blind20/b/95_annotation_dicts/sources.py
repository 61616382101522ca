import numpy as np

N, FEAT = 16, 6


def from_labeling_tool(rng):
    return {"boxes": rng.random((N, 4)).astype(np.float32),
            "features": rng.standard_normal((N, FEAT)).astype(np.float32),
            "labels": rng.integers(0, 3, size=N).astype(np.int32)}


def from_synthetic_renderer(rng):
    return {"labels": rng.integers(0, 3, size=N).astype(np.int32),
            "features": rng.standard_normal((N, FEAT)).astype(np.float32),
            "boxes": rng.random((N, 4)).astype(np.float32)}
