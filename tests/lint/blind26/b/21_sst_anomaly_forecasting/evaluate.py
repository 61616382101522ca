import jax
import jax.numpy as jnp

from model import net


def validation_rmse(params, x_val, y_val):
    @jax.jit
    def sst_anomaly_forecast(p, x):
        return net.apply(p, x)

    pred = sst_anomaly_forecast(params, x_val)
    return float(jnp.sqrt(jnp.mean((pred - y_val) ** 2)))
