import jax
import jax.numpy as jnp


@jax.jit
def ultimate_claims(latest, cdf_to_ult, tail=1.0):
    return latest * cdf_to_ult * tail
