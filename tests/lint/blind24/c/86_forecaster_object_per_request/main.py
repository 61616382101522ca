import numpy as np
from service import handle

rng = np.random.default_rng(0)
for team in ["warehouse", "drivers", "office", "support"]:
    payload = {"weekly_absences": rng.poisson(6, size=26).tolist()}
    print(team, handle(payload))
