import functools

import jax
import jax.numpy as jnp


def _poisson_nll(w, x, counts):
    rate = jnp.exp(x @ w)
    return jnp.mean(rate - counts * jnp.log(rate + 1e-8))


@functools.lru_cache(maxsize=32)
def get_update_fn(l2):
    def update(w, x, counts, lr):
        g = jax.grad(_poisson_nll)(w, x, counts)
        return w - lr * (g + l2 * w)

    return jax.jit(update)
