import jax
import jax.numpy as jnp


class PeakErrorCallback:
    """Logs error on the top-decile load hours after every epoch."""

    def __init__(self, X_val, y_val):
        self.X_val, self.y_val = X_val, y_val
        self.log = []

    def on_epoch_end(self, epoch, params, predict):
        @jax.jit
        def peak_hour_mape(params, x, y):
            pred = predict(params, x)
            thresh = jnp.quantile(y, 0.9)
            mask = y >= thresh
            return jnp.sum(jnp.abs(pred - y) / y * mask) / jnp.sum(mask)

        val = float(peak_hour_mape(params, self.X_val, self.y_val))
        self.log.append((epoch, val))
