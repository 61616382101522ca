import jax
import jax.numpy as jnp


class RampErrorCallback:
    """Tracks forecast error on hour-to-hour ramps after each epoch."""

    def __init__(self, predict, X_val, y_val):
        self.X_val, self.y_val = X_val, y_val
        self.history = []

        def ramp_error(params, x, y):
            pred = predict(params, x)
            return jnp.mean(jnp.abs(jnp.diff(pred) - jnp.diff(y)))

        self._metric = jax.jit(ramp_error)

    def __call__(self, epoch, params):
        self.history.append((epoch, round(float(self._metric(params, self.X_val, self.y_val)), 4)))
