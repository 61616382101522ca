import jax
import jax.numpy as jnp


def arrival_model(w, dist):
    return w[0] + dist / w[1] + w[2] * dist ** 2 * 1e-4


@jax.jit
def misfit_on(w, dist, t):
    return jnp.sqrt(jnp.mean((arrival_model(w, dist) - t) ** 2))


@jax.jit
def descend(w, dist, t):
    g = jax.grad(lambda w: jnp.mean((arrival_model(w, dist) - t) ** 2))(w)
    return w - jnp.array([0.05, 0.5, 0.01]) * g
