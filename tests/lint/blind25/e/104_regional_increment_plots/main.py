import numpy as np
from growth import region_increment

rng = np.random.default_rng(80)
plots = [("north", 22.0), ("south", 30.0), ("coast", 18.0), ("central", 26.0), ("north", 24.0)]
for region, ba in plots:
    dbh = rng.uniform(10, 50, 30).astype(np.float32)
    print(region, round(float(region_increment(dbh, np.float32(ba), region=region).mean()), 3))
