import jax.numpy as jnp


def rmse(pred, target):
    return jnp.sqrt(jnp.mean((pred - target) ** 2))


def mae(pred, target):
    return jnp.mean(jnp.abs(pred - target))


def r2_score(pred, target):
    ss_res = jnp.sum((target - pred) ** 2)
    ss_tot = jnp.sum((target - target.mean()) ** 2)
    return 1.0 - ss_res / ss_tot


def pearson(pred, target):
    p, t = pred - pred.mean(), target - target.mean()
    return (p * t).sum() / jnp.sqrt((p ** 2).sum() * (t ** 2).sum())


REGISTRY = {"rmse": rmse, "mae": mae, "r2": r2_score, "pearson": pearson}
