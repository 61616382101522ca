import numpy as np
import jax
import jax.numpy as jnp
from env_data import from_buoy, from_reanalysis

@jax.jit
def recruitment_glm(beta, cov):
    eta = beta[0] + beta[1] * (cov["sst"] - 12) + beta[2] * cov["upwelling"] + beta[3] * jnp.log(cov["chl"])
    return jnp.exp(eta)

beta = jnp.array([2.0, -0.3, 0.4, 0.2])
rng = np.random.default_rng(14)
for region in range(6):
    cov = from_buoy(rng, 25) if region % 2 == 0 else from_reanalysis(rng, 25)
    print("region", region, round(float(recruitment_glm(beta, cov).mean()), 3))
