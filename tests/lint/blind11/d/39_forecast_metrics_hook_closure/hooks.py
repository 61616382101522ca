import jax
import jax.numpy as jnp


def _forecast_metrics(preds, targets, scale):
    err = preds - targets
    return {"mae": jnp.abs(err).mean(), "rmse": jnp.sqrt((err ** 2).mean()),
            "mase": jnp.abs(err).mean() / scale}


class MetricsLogger:
    def __init__(self, naive_scale):
        self.naive_scale = naive_scale
        self.history = []

    def on_eval(self, step, preds, targets):
        def scaled_metrics(p, t):
            return _forecast_metrics(p, t, self.naive_scale)
        metrics = {k: float(v) for k, v in jax.jit(scaled_metrics)(preds, targets).items()}
        self.history.append((step, metrics))
        print(f"step {step} " + " ".join(f"{k}={v:.3f}" for k, v in metrics.items()))
