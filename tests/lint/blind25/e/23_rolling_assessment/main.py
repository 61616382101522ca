import numpy as np
from assessment import RollingAssessment

rng = np.random.default_rng(10)
ra = RollingAssessment()
for year in range(2015, 2025):
    obs = float(np.exp(rng.normal(3.0 - 0.05 * (year - 2015), 0.3)))
    print(year, round(ra.add_year(obs), 2))
