import numpy as np
from allocation import allocate_tac
from fleets import annual_catches, quarterly_catches, FLEETS

rng = np.random.default_rng(16)
for year in range(3):
    a = allocate_tac(np.float32(5000.0), annual_catches(rng))
    print("annual", year, dict(zip(FLEETS, np.round(np.asarray(a), 1))))
q = allocate_tac(np.float32(1250.0), quarterly_catches(rng))
print("quarter", dict(zip(FLEETS, np.round(np.asarray(q), 1))))
