import numpy as np


def oven_runs(seed, n_runs=5):
    rng = np.random.default_rng(seed)
    for r in range(n_runs):
        duration = 40 + 5 * r
        setpoint = np.linspace(25.0, 245.0, duration, dtype=np.float32)
        measured = setpoint + rng.normal(0.0, 2.0, size=duration).astype(np.float32)
        yield f"run{r:02d}", setpoint, measured
