import numpy as np

from logbook import sessions
from volume import tonnage_and_e1rm

for i, s in enumerate(sessions(np.random.default_rng(76))):
    res = tonnage_and_e1rm(s)
    print(i, {ex: (round(float(t)), round(float(e), 1)) for ex, (t, e) in res.items()})
