import jax
import jax.numpy as jnp


@jax.jit
def ferment_hour(sugar, yeast, temp):
    mu = 0.12 * jnp.exp(0.07 * (temp - 20.0)) * sugar / (sugar + 5.0)
    yeast = yeast + mu * yeast * (1.0 - yeast / 150.0)
    sugar = jnp.maximum(sugar - 0.02 * yeast * sugar / (sugar + 2.0), 0.0)
    return sugar, yeast
