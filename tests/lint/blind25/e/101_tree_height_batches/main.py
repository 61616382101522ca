import numpy as np
from project import project_batches

rng = np.random.default_rng(77)
batches = [(rng.uniform(2, 20, 64).astype(np.float32), rng.uniform(18, 32, 64).astype(np.float32),
            rng.uniform(5, 60, 64).astype(np.float32)) for _ in range(5)]
for k, h in enumerate(project_batches(batches)):
    print("batch", k, round(float(h.mean()), 2))
