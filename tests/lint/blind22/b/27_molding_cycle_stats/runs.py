import numpy as np

from utils import MAX_CYCLES


def production_runs(seed, n_runs=5):
    rng = np.random.default_rng(seed)
    for run in range(n_runs):
        n_cycles = 30 + 7 * run
        buf = np.zeros(MAX_CYCLES, dtype=np.float32)
        buf[:n_cycles] = rng.normal(12.0, 0.3, size=n_cycles)
        yield f"run-{run}", buf, n_cycles
