import jax
import numpy as np
from units import in_square_metres

def capacity_by_zone(lot_area, far, zone):
    return jax.ops.segment_sum(lot_area * far, zone, num_segments=6)

capacity_sqm = in_square_metres(capacity_by_zone)
rng = np.random.default_rng(0)
for batch in range(6):
    lot = rng.uniform(2000, 20000, 500).astype(np.float32)
    far = rng.choice([0.5, 1.0, 2.0, 4.0], 500).astype(np.float32)
    zone = rng.integers(0, 6, 500).astype(np.int32)
    print(batch, np.round(np.asarray(capacity_sqm(lot, far, zone)) / 1e3, 1))
