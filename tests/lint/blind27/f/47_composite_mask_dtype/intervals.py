import numpy as np


def hole_intervals(n_holes=6, n=40, seed=60):
    rng = np.random.default_rng(seed)
    for h in range(n_holes):
        grade = rng.lognormal(-0.2, 0.8, size=n).astype(np.float32)
        length = rng.choice([1.0, 1.5, 2.0], size=n).astype(np.float32)
        if h % 2 == 0:
            # core recovery flags from the logging database: 0/1 integers
            recovered = (rng.random(n) > 0.1).astype(np.int32)
        else:
            recovered = rng.random(n) > 0.1
        yield f"RC{h:03d}", grade, length, recovered
