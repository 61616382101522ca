import jax
import jax.numpy as jnp


def individual_prediction(eta, t, dose):
    cl = 4.0 * jnp.exp(eta[0])
    v = 35.0 * jnp.exp(eta[1])
    ka = 1.2 * jnp.exp(eta[2])
    k = cl / v
    return dose * ka / (v * (ka - k)) * (jnp.exp(-k * t) - jnp.exp(-ka * t))


_batched = jax.jit(jax.vmap(individual_prediction, in_axes=(0, None, None)))


def population_predictions(etas, t, dose):
    return _batched(etas, t, dose)
