import numpy as np

MAX_DURATION = 64


def oven_runs(seed, n_runs=5):
    rng = np.random.default_rng(seed)
    for r in range(n_runs):
        duration = 40 + 5 * r
        setpoint = np.zeros(MAX_DURATION, dtype=np.float32)
        measured = np.zeros(MAX_DURATION, dtype=np.float32)
        valid = np.zeros(MAX_DURATION, dtype=bool)
        setpoint[:duration] = np.linspace(25.0, 245.0, duration)
        measured[:duration] = setpoint[:duration] + rng.normal(0.0, 2.0, size=duration)
        valid[:duration] = True
        yield f"run{r:02d}", setpoint, measured, valid
