import numpy as np
from tax import withholding

rng = np.random.default_rng(3)
for country in ["us", "uk", "de", "ie"]:
    gross = rng.lognormal(11, 0.4, 25).astype(np.float32)
    monthly = withholding(gross, country)
    print(country, round(float(monthly.mean()), 2))
