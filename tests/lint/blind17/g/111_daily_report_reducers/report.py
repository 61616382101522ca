import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1,))
def summarize(values, reducer):
    return {"value": reducer(values), "n": values.shape[0]}


def build_reducers(quantile):
    return {
        "mean": lambda v: jnp.mean(v),
        "tail": lambda v: jnp.quantile(v, quantile),
    }
