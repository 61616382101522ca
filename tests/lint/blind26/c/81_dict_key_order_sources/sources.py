import numpy as np


def from_praat_export(rng, n):
    return {"f0": rng.normal(200, 30, n).astype(np.float32),
            "intensity": rng.normal(65, 5, n).astype(np.float32),
            "duration": rng.gamma(2.0, 0.05, n).astype(np.float32)}


def from_textgrid_pipeline(rng, n):
    batch = {}
    batch["duration"] = rng.gamma(2.0, 0.05, n).astype(np.float32)
    batch["f0"] = rng.normal(190, 30, n).astype(np.float32)
    batch["intensity"] = rng.normal(63, 5, n).astype(np.float32)
    return batch


def mixed_batches(seed, n_batches=8, n=40):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        src = from_praat_export if i % 2 == 0 else from_textgrid_pipeline
        yield src(rng, n), (rng.random(n) < 0.3).astype(np.float32)
