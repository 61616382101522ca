import jax.numpy as jnp
from step import predict

HUBER_DELTA = 2.0


def huber(p, x, y):
    r = predict(p, x) - y
    a = jnp.abs(r)
    return jnp.mean(jnp.where(a < HUBER_DELTA, 0.5 * r ** 2, HUBER_DELTA * (a - 0.5 * HUBER_DELTA)))


def mse(p, x, y):
    return jnp.mean((predict(p, x) - y) ** 2)


LOSSES = {"huber": huber, "mse": mse}
