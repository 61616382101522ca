import numpy as np
import jax
import haiku as hk
from predict import _net, site_predictions

rng = np.random.default_rng(99)
params = hk.without_apply_rng(hk.transform(_net)).init(jax.random.PRNGKey(0), np.zeros((1, 6), np.float32))
for site in ["KAN01", "KAN02", "HYY", "SOR"]:
    feats = rng.normal(size=(48, 6)).astype(np.float32)
    print(site, round(float(site_predictions(params, feats).mean()), 3))
