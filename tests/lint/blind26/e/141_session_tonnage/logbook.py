import numpy as np

EXERCISES = ("squat", "bench", "deadlift")


def sessions(rng):
    plans = [("squat", "bench"), ("squat", "bench", "deadlift"), ("deadlift",), ("squat", "bench")]
    for plan in plans:
        table = {}
        for ex in EXERCISES:
            if ex in plan:
                table[ex] = (rng.uniform(60, 160, 5).astype(np.float32), rng.integers(3, 8, 5).astype(np.float32))
            else:
                table[ex] = (np.zeros(5, np.float32), np.zeros(5, np.float32))
        yield table
