import functools
import jax
import jax.numpy as jnp
from config import AnnealConfig


def energy(x):
    return jnp.sum(x ** 4 - 3 * x ** 2 + 0.5 * x)


@functools.partial(jax.jit, static_argnames=("cfg",))
def metropolis(x, key, temperature, cfg):
    k1, k2 = jax.random.split(key)
    prop = x + cfg.step_scale * jax.random.normal(k1, x.shape)
    accept = jnp.log(jax.random.uniform(k2)) < (energy(x) - energy(prop)) / temperature
    return jnp.where(accept, prop, x)


key = jax.random.PRNGKey(1)
x = jnp.zeros(4)
cfg = AnnealConfig()
temp = 2.0
for sweep in range(5):
    t = jnp.float32(temp)
    for _ in range(4):
        key, sub = jax.random.split(key)
        x = metropolis(x, sub, t, cfg=cfg)
    temp *= 0.7
print(float(energy(x)))
