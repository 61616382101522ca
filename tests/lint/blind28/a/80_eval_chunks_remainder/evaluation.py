import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def eval_chunk(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.sum(jnp.abs(pred - y)), jnp.sum((pred - y) ** 2)


def evaluate(params, x, y, chunk=128):
    abs_sum, sq_sum = 0.0, 0.0
    for s in range(0, len(x), chunk):
        a, q = eval_chunk(params, x[s:s + chunk], y[s:s + chunk])
        abs_sum += float(a)
        sq_sum += float(q)
    return abs_sum / len(x), (sq_sum / len(x)) ** 0.5
