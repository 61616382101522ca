import numpy as np

from features import channel_summary
from units import read_unit

rng = np.random.default_rng(86)
for unit in range(6):
    f = channel_summary(read_unit(unit, rng))
    print("unit", unit, "features", f.shape[0], "acc std", np.round(np.asarray(f[3:6]), 2))
