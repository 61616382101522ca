import jax
import jax.numpy as jnp


@jax.jit
def _metrics(params, x, y):
    pred = x @ params["w"] + params["b"]
    err = pred - y
    return {"mse": jnp.mean(err ** 2), "mae": jnp.mean(jnp.abs(err)), "max_err": jnp.max(jnp.abs(err))}


def eval_metrics(params, x, y, prefix):
    return {f"{prefix}/{k}": v for k, v in _metrics(params, x, y).items()}


class HistoryLogger:
    def __init__(self):
        self.rows = {}

    def log(self, metrics):
        for k, v in metrics.items():
            self.rows[k] = float(v)
