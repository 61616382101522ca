import jax.numpy as jnp


def service_metrics(z, forecast, actual, safety_stock):
    stock = forecast + z * safety_stock
    fill = jnp.minimum(stock, actual).sum() / actual.sum()
    stockout = (actual > stock).mean()
    return {"fill_rate": fill, "stockout_rate": stockout}
