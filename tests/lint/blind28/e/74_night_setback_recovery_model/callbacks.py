import jax
import jax.numpy as jnp


class ValidationLogger:
    def __init__(self, x_val, y_val, tolerance):
        self.x_val, self.y_val = x_val, y_val
        self.tolerance = jnp.float32(tolerance)
        self.history = []

        def setback_violation_rate(params, x, y, tol):
            pred = x @ params["w"] + params["b"]
            return jnp.mean(jnp.abs(pred - y) > tol)

        self._metric = jax.jit(setback_violation_rate)

    def on_epoch_end(self, epoch, params):
        self.history.append(float(self._metric(params, self.x_val, self.y_val, self.tolerance)))
