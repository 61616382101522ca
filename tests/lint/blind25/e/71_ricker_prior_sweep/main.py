import numpy as np
import jax.numpy as jnp
from ricker import fit_sweep

rng = np.random.default_rng(48)
prior_sds = jnp.array([0.3, 1.0, 3.0, 10.0])
for stock in ("cod_4X", "haddock_5Z", "pollock_4VW"):
    ssb = rng.uniform(0.5, 5.0, 25).astype(np.float32)
    log_r = (1.2 + np.log(ssb) - 0.3 * ssb + rng.normal(0, 0.3, 25)).astype(np.float32)
    th = fit_sweep(prior_sds, ssb, log_r)
    print(stock, np.round(np.asarray(th[:, 0]), 3))
