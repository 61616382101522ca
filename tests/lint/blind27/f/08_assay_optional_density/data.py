import numpy as np


def read_holes(n_holes=8, seed=2):
    rng = np.random.default_rng(seed)
    holes = []
    for h in range(n_holes):
        rec = {
            "from_m": np.arange(0, 60, 2, dtype=np.float32),
            "au_gpt": rng.lognormal(-0.5, 0.8, size=30).astype(np.float32),
        }
        # SG only measured on the later diamond holes
        if h % 3 == 2:
            rec["sg"] = rng.normal(2.7, 0.1, size=30).astype(np.float32)
        holes.append(rec)
    return holes
