import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(3,))
def evaluate(params, x, y, n_valid):
    logits = x[:n_valid] @ params["w"] + params["b"]
    return jnp.mean(jnp.argmax(logits, -1) == y[:n_valid])


def run_evals(params, sets):
    return {name: float(evaluate(params, x, y, n)) for name, (x, y, n) in sets.items()}
