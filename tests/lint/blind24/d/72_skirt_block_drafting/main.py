import numpy as np

from service import draft_for_order

rng = np.random.default_rng(72)
orders = [{}, {"flare": 2.5}, {}, {"ease": 3.0, "dart_intake": 2.0}, {"flare": 1.0}]
for i, overrides in enumerate(orders):
    m = rng.normal([72, 98, 60], [5, 6, 8], (1, 3)).astype(np.float32)
    print(f"order {i} {overrides}: {np.round(np.asarray(draft_for_order(m, overrides)[0]), 1)}")
