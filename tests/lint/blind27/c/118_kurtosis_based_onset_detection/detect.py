import jax
import jax.numpy as jnp


@jax.jit
def kurtosis_score(window):
    x = window - window.mean()
    return jnp.mean(x ** 4) / (jnp.mean(x ** 2) ** 2 + 1e-12)
