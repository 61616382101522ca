import jax
import jax.numpy as jnp


class DiagnosticsLogger:
    def __init__(self):
        self.records = []

    def __call__(self, step, particles, log_weights):
        @jax.jit
        def weight_summary(lw, x):
            w = jax.nn.softmax(lw)
            ess = 1.0 / jnp.sum(w**2)
            mean = jnp.sum(w[:, None] * x, axis=0)
            return ess, mean

        ess, mean = weight_summary(log_weights, particles)
        self.records.append({"step": step, "ess": float(ess), "mean": mean.tolist()})
