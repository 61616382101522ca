import numpy as np
from timing import timed
from capacity import capacity_by_zone

run = timed(capacity_by_zone)
rng = np.random.default_rng(0)
for batch in range(6):
    lot = rng.uniform(200, 2000, 500).astype(np.float32)
    far = rng.choice([0.5, 1.0, 2.0, 4.0], 500).astype(np.float32)
    zone = rng.integers(0, 6, 500).astype(np.int32)
    print(batch, np.round(np.asarray(run(lot, far, zone)) / 1e3, 1))
