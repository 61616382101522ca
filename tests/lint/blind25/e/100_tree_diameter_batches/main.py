import numpy as np
from project import project_batches

rng = np.random.default_rng(76)
batches = [(rng.uniform(8, 50, 64).astype(np.float32), rng.uniform(0.2, 0.8, 64).astype(np.float32),
            rng.uniform(0, 40, 64).astype(np.float32)) for _ in range(5)]
for k, d in enumerate(project_batches(batches)):
    print("batch", k, "mean 10-yr dbh", round(float(d.mean()), 2))
