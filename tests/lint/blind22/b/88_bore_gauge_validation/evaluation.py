import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=0)
def batch_error(model, p, x, y):
    pred = model.apply(p, x)
    return jnp.mean(jnp.abs(pred - y)), jnp.max(jnp.abs(pred - y))


def evaluate_stream(model, params, loader):
    for x, y in loader:
        yield batch_error(model, params, x, y)
