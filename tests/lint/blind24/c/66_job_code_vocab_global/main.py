import numpy as np
from catalog import JOB_CATALOG
from mix import monthly_mix

rng = np.random.default_rng(5)
for month in range(1, 7):
    codes = rng.choice(list(JOB_CATALOG[:-2]) if month % 2 else list(JOB_CATALOG), size=40)
    fte = rng.choice([0.5, 0.8, 1.0], size=40).astype(np.float32)
    print(month, np.round(np.asarray(monthly_mix(codes, fte)), 2))
