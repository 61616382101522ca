import numpy as np


def sessions(rng):
    plans = [("squat", "bench"), ("squat", "bench", "deadlift"), ("deadlift",), ("squat", "bench")]
    for plan in plans:
        yield {ex: (rng.uniform(60, 160, 5).astype(np.float32), rng.integers(3, 8, 5).astype(np.float32)) for ex in plan}
