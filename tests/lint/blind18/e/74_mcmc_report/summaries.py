import jax
import jax.numpy as jnp

FIELDS = ("mean", "q05", "median", "q95", "acf1")


@jax.jit
def summarize(draws):
    q = jnp.quantile(draws, jnp.array([0.05, 0.5, 0.95]))
    centered = draws - draws.mean()
    acf1 = jnp.sum(centered[1:] * centered[:-1]) / jnp.sum(centered ** 2)
    return jnp.stack([draws.mean(), q[0], q[1], q[2], acf1])


def labelled(label, values):
    return {f"{label}/{f}": v for f, v in zip(FIELDS, values)}
