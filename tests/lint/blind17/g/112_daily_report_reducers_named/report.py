import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1,))
def summarize(values, reducer):
    return {"value": reducer(values), "n": values.shape[0]}


def mean_value(v):
    return jnp.mean(v)


def p95_value(v):
    return jnp.quantile(v, 0.95)


_REDUCERS = {"mean": mean_value, "tail": p95_value}


def build_reducers(quantile):
    if quantile != 0.95:
        raise ValueError("only the p95 tail is supported")
    return _REDUCERS
