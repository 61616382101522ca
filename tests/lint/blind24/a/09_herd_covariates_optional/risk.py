import jax
import jax.numpy as jnp

COEF = {"age": 0.15, "bcs": -0.4, "vaccinated": -1.1}


@jax.jit
def herd_log_lik(intercept, batch):
    z = intercept + sum(COEF[k] * v for k, v in batch.items() if k in COEF)
    y = batch["seropositive"]
    return jnp.sum(y * z - jnp.logaddexp(0.0, z))
