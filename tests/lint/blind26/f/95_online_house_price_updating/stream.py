import numpy as np

def weekly_sales(weeks, per_week=40, seed=0):
    rng = np.random.default_rng(seed)
    for w in range(weeks):
        X = rng.normal(size=(per_week, 4)).astype(np.float32)
        y = (X @ np.array([0.3, 0.2, -0.1, 0.05], np.float32) + 12.5 + 0.002 * w).astype(np.float32)
        yield X, y
