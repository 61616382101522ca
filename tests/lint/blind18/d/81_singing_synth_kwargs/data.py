import numpy as np

FRAMES, N_PH, HOP = 20, 16, 32


def examples(rng, n):
    for i in range(n):
        ex = {
            "phonemes": rng.integers(0, N_PH, FRAMES).astype(np.int32),
            "wav": 0.1 * rng.standard_normal(FRAMES * HOP).astype(np.float32),
        }
        if i % 3 != 2:
            ex["f0"] = rng.uniform(100, 400, FRAMES).astype(np.float32)
        yield ex
