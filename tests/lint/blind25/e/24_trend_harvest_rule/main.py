import numpy as np
from hcr import TrendRule

rng = np.random.default_rng(12)
rule = TrendRule()
tac = 1000.0
for year in range(2010, 2025):
    y = 2.0 + 0.03 * (year - 2010) + rng.normal(0, 0.1)
    tac *= rule.update(np.float32(y))
    print(year, round(tac, 1))
