import numpy as np
from index import cost_index

MATERIALS = ["lumber", "steel", "concrete", "drywall", "copper"]
rng = np.random.default_rng(0)
base = rng.uniform(50, 500, len(MATERIALS)).astype(np.float32)
weights = np.array([0.3, 0.25, 0.25, 0.1, 0.1], np.float32)
prices = base.copy()
for month in range(1, 7):
    prices = (prices * rng.normal(1.005, 0.02, len(MATERIALS))).astype(np.float32)
    idx = cost_index(prices, base, weights, tag=f"cci_2024_{month:02d}")
    print(month, round(float(idx), 2))
