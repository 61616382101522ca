import numpy as np
from rules import rules_for
from capacity import buildout_capacity

rng = np.random.default_rng(0)
for district in ["D1", "D2", "D3", "D4", "D5"]:
    lots = rng.uniform(300, 1200, 80).astype(np.float32)
    cap = buildout_capacity(lots, rules_for(district))
    print(district, f"{float(cap):,.0f} sq m")
