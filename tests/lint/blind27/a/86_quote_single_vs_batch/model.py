import jax
import jax.numpy as jnp


@jax.jit
def pure_premium(coefs, x):
    x = jnp.atleast_2d(x)
    freq = jnp.exp(x @ coefs["freq"] - 2.0)
    sev = jnp.exp(x @ coefs["sev"] + 7.5)
    return freq * sev
