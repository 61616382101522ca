import numpy as np
import jax
import jax.numpy as jnp
from covariates import year_covariates

COEF = {"sst": -0.25, "nao": 0.1, "chl": 0.3}

@jax.jit
def predict_recruits(ssb, cov):
    eta = jnp.log(ssb) + 1.5
    for k, v in cov.items():
        eta = eta + COEF[k] * v
    return jnp.exp(eta)

rng = np.random.default_rng(15)
for year in range(1994, 2003):
    r = predict_recruits(jnp.float32(200.0), year_covariates(year, rng))
    print(year, round(float(r), 1))
