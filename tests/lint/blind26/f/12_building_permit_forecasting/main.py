import jax
import jax.numpy as jnp
import numpy as np
from covariates import district_covariates

@jax.jit
def permit_forecast(coefs, cov):
    signal = coefs["rates"] * cov["rates"] + coefs["employment"] * cov["employment"] + coefs["vacancy"] * cov["vacancy"]
    return jnp.exp(3.0 + 0.1 * signal).sum()

coefs = {"vacancy": jnp.float32(-0.4), "employment": jnp.float32(0.6), "rates": jnp.float32(-0.8)}
rng = np.random.default_rng(8)
for district in range(6):
    cov = district_covariates(district, rng)
    print(district, list(cov), round(float(permit_forecast(coefs, cov)), 1))
