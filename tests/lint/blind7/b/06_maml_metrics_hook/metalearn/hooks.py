import jax
import jax.numpy as jnp


class QueryLossLogger:
    """Evaluates post-adaptation query loss for logging."""

    def __init__(self, loss_fn, every=1):
        self.loss_fn = loss_fn
        self.every = every
        self.history = []

    def __call__(self, step, params, batch):
        if step % self.every:
            return

        def query_metrics(p, x, y):
            loss = self.loss_fn(p, x, y)
            return {"loss": loss, "rmse": jnp.sqrt(loss)}

        m = jax.jit(query_metrics)(params, *batch)
        self.history.append({k: float(v) for k, v in m.items()})
