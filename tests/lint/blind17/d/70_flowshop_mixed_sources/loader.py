import numpy as np

from instances import BENCHMARK


def load_instances(n_generated=2, seed=0):
    for inst in BENCHMARK:
        yield inst["name"], np.array(inst["durations"])
    rng = np.random.default_rng(seed)
    for i in range(n_generated):
        yield f"gen-{i}", rng.uniform(1.0, 9.0, size=(5, 4)).astype(np.float32)
