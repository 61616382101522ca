import numpy as np

from loads import load_components
from model import cooling_load

rng = np.random.default_rng(0)
for space in ["open-office-1", "conf-201", "open-office-2", "conf-305", "lobby"]:
    comps = load_components(space, rng)
    total = cooling_load(**comps)
    print(space, list(comps)[0], np.round(np.asarray(total), 2))
