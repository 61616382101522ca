import numpy as np
from config import load_grid
from decode import interpolated_best

rng = np.random.default_rng(128)
am = np.log(rng.dirichlet(np.ones(30), size=(50,))).astype(np.float32)
lm = np.log(rng.dirichlet(np.ones(30), size=(50,))).astype(np.float32)
ref = (am + 0.5 * lm).argmax(-1)
for setting in load_grid("settings.json"):
    hyp = np.asarray(interpolated_best(am, lm, setting.lm_weight))
    print(setting.name, float((hyp == ref).mean()))
