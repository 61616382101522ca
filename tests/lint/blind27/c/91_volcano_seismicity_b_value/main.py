import numpy as np

from stats import aki_b_value, max_curvature_mc

CONFIGURED_MC = {"Campi Flegrei": 1.0, "Etna": None, "Vesuvius": 0.8, "Stromboli": None}
rng = np.random.default_rng(91)
for volcano, mc_cfg in CONFIGURED_MC.items():
    mags = np.round(rng.exponential(1 / (1.1 * np.log(10)), 500) + 0.3, 1).astype(np.float32)
    mc = mc_cfg if mc_cfg is not None else max_curvature_mc(mags)
    print(volcano, round(float(mc), 2), round(float(aki_b_value(mags, mc)), 3))
