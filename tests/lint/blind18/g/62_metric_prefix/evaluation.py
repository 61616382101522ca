import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("prefix",))
def eval_metrics(params, x, y, prefix):
    pred = x @ params["w"] + params["b"]
    err = pred - y
    return {
        f"{prefix}/mse": jnp.mean(err ** 2),
        f"{prefix}/mae": jnp.mean(jnp.abs(err)),
        f"{prefix}/max_err": jnp.max(jnp.abs(err)),
    }


class HistoryLogger:
    def __init__(self):
        self.rows = {}

    def log(self, metrics):
        for k, v in metrics.items():
            self.rows[k] = float(v)
