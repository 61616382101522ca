import numpy as np

from logger import download
from metrics import body_load

rng = np.random.default_rng(74)
for unit in ["ST-01", "LD-02", "ST-03", "LD-04", "ST-05"]:
    print(unit, "body load (a.u.)", round(float(body_load(download(unit, rng))), 2))
