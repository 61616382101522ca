import jax.numpy as jnp


def service_metrics(forecast, actual, safety_stock, z):
    stock = forecast + z * safety_stock
    fill = jnp.minimum(stock, actual).sum() / actual.sum()
    stockout = (actual > stock).mean()
    return {"fill_rate": fill, "stockout_rate": stockout}
