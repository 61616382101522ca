import numpy as np
import jax
from net import nn_eq, equalize_burst
from settings import SITE_SETTINGS

rng = np.random.default_rng(0)
params = nn_eq.init(jax.random.PRNGKey(0), np.zeros((1, 10), np.float32))
for site, opts in SITE_SETTINGS.items():
    for burst in range(3):
        feats = rng.standard_normal((64, 10)).astype(np.float32)
        out = equalize_burst(params, feats, **opts)
    print(site, np.round(np.asarray(out).mean(0), 3))
