import numpy as np
from org import TEAMS_BY_MONTH, monthly_hours
from burnout import burnout_index

rng = np.random.default_rng(0)
for month in TEAMS_BY_MONTH:
    idx = burnout_index(monthly_hours(month, rng))
    print(month, {k: round(float(v), 3) for k, v in idx.items()})
