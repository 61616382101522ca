import numpy as np
from service import handle

rng = np.random.default_rng(0)
for bu in ["retail", "corporate", "logistics", "field"]:
    series = (300 + np.cumsum(rng.normal(0, 5, 24))).tolist()
    print(bu, round(handle({"monthly_headcount": series}), 2))
