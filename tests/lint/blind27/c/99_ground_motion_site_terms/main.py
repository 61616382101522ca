import jax.numpy as jnp
import numpy as np

from model import SiteCorrectedGMM, site_residuals

rng = np.random.default_rng(99)
n, n_sta = 300, 10
mag = rng.uniform(3, 6, n).astype(np.float32)
logr = np.log(rng.uniform(5, 120, n)).astype(np.float32)
sta = rng.integers(0, n_sta, n).astype(np.int32)
true_terms = rng.normal(0, 0.3, n_sta)
obs = (-1.0 + 1.2 * mag - 1.4 * logr + true_terms[sta]).astype(np.float32)

terms = [0.0] * n_sta
for it in range(5):
    model = SiteCorrectedGMM(jnp.array([-1.0, 1.2, 1.4]), tuple(terms))
    r = np.asarray(site_residuals(model, mag, logr, sta, obs))
    upd = np.bincount(sta, r, n_sta) / np.bincount(sta, minlength=n_sta)
    terms = [t + float(u) for t, u in zip(terms, upd)]
    print(it, round(float(np.abs(r).mean()), 4))
