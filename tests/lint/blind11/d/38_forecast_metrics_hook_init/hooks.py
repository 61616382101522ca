import jax
import jax.numpy as jnp


def _forecast_metrics(preds, targets, scale):
    err = preds - targets
    return {"mae": jnp.abs(err).mean(), "rmse": jnp.sqrt((err ** 2).mean()),
            "mase": jnp.abs(err).mean() / scale}


class MetricsLogger:
    def __init__(self, naive_scale):
        self.naive_scale = jnp.float32(naive_scale)
        self.history = []
        self._compute = jax.jit(_forecast_metrics)

    def on_eval(self, step, preds, targets):
        metrics = {k: float(v) for k, v in self._compute(preds, targets, self.naive_scale).items()}
        self.history.append((step, metrics))
        print(f"step {step} " + " ".join(f"{k}={v:.3f}" for k, v in metrics.items()))
