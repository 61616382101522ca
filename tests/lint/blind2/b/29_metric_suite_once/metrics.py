import jax.numpy as jnp


def mae(pred, target):
    return jnp.mean(jnp.abs(pred - target))


def rmse(pred, target):
    return jnp.sqrt(jnp.mean((pred - target) ** 2))


def r2_score(pred, target):
    ss_res = jnp.sum((target - pred) ** 2)
    return 1.0 - ss_res / jnp.sum((target - target.mean()) ** 2)


def pearson_r(pred, target):
    p, t = pred - pred.mean(), target - target.mean()
    return jnp.sum(p * t) / jnp.sqrt(jnp.sum(p ** 2) * jnp.sum(t ** 2))


REGRESSION_METRICS = [mae, rmse, r2_score, pearson_r]
