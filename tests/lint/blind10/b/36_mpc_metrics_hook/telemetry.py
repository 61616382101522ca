import jax
import jax.numpy as jnp


def tracking_metrics(states, controls, reference):
    err = states[:, 0] - reference
    return {
        "rmse": jnp.sqrt(jnp.mean(err**2)),
        "max_dev": jnp.max(jnp.abs(err)),
        "effort": jnp.sum(controls**2),
    }


class MetricsLogger:
    def __init__(self, reference):
        self.reference = reference
        self.history = []

    def __call__(self, step, states, controls):
        metrics = jax.jit(tracking_metrics)(states, controls, self.reference)
        self.history.append({k: float(v) for k, v in metrics.items()})
        print(f"[{step}] " + " ".join(f"{k}={v:.4f}" for k, v in self.history[-1].items()))
