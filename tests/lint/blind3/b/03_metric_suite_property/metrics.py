import jax
import jax.numpy as jnp


class RegressionMetrics:
    """Accumulates squared/absolute error sums over an evaluation pass."""

    def __init__(self, quantiles=(0.1, 0.5, 0.9)):
        self.quantiles = jnp.asarray(quantiles)
        self.reset()

    def reset(self):
        self.totals = jnp.zeros(3)
        self.count = 0

    def _batch_stats(self, pred, target):
        err = pred - target
        pinball = jnp.maximum(self.quantiles[None, :] * err[:, None],
                              (self.quantiles[None, :] - 1.0) * err[:, None])
        return jnp.stack([jnp.sum(err**2), jnp.sum(jnp.abs(err)), jnp.sum(pinball)])

    @property
    def batch_stats(self):
        return jax.jit(self._batch_stats)

    def update(self, pred, target):
        self.totals = self.totals + self.batch_stats(pred, target)
        self.count += pred.shape[0]

    def compute(self):
        mse, mae, pin = (self.totals / self.count).tolist()
        return {"rmse": mse**0.5, "mae": mae, "pinball": pin / len(self.quantiles)}
