import numpy as np


def parse_scoreboard(rng):
    ids = rng.choice(10_000, size=10, replace=False)
    return {int(pid): rng.normal(size=5).astype(np.float32) for pid in sorted(ids)}
