import jax
import jax.numpy as jnp


@jax.jit
def ibr_log_lik(coef, batch):
    z = coef[0] + coef[1] * batch["age"] + coef[2] * batch["bcs"] + coef[3] * batch["vaccinated"]
    y = batch["seropositive"]
    return jnp.sum(y * z - jnp.logaddexp(0.0, z))
