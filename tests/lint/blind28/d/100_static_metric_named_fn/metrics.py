import jax.numpy as jnp


def rmse(p, o):
    return jnp.sqrt(jnp.mean((p - o) ** 2))


def iiee(p, o, threshold=0.15):
    return jnp.sum((p >= threshold) != (o >= threshold)) * 625.0


METRICS = {"rmse": rmse, "iiee": iiee}
