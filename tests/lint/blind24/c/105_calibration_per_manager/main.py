import numpy as np
from calibration import Manager

rng = np.random.default_rng(0)
team_sizes = {"alvarez": 6, "chen": 9, "okafor": 6, "smith": 12, "kumar": 9}
managers = [Manager(n, rng.uniform(2.5, 5.0, size=k).astype(np.float32)) for n, k in team_sizes.items()]
for m in managers:
    print(m.name, np.round(np.asarray(m.calibrated()), 2))
