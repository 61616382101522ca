import numpy as np
import jax
import jax.numpy as jnp
from env import covariates

@jax.jit
def recruit_prediction(log_ssb, cov):
    return jnp.exp(1.2 + log_ssb - 0.2 * (cov["sst"] - 11.0) + 0.15 * cov["nao"])

rng = np.random.default_rng(106)
for year in range(2000, 2006):
    print(year, round(float(recruit_prediction(np.float32(5.0), covariates(year, rng))), 1))
