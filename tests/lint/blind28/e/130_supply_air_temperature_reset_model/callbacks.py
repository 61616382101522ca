import jax.numpy as jnp


def add_validation(metrics, w, x_val, y_val):
    metrics = dict(metrics)
    metrics["val_loss"] = jnp.mean((x_val @ w - y_val) ** 2)
    return metrics
