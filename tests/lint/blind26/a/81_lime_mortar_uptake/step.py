from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def augment_and_step(cfg, w, x, y, key):
    xj = x + cfg.jitter * jax.random.normal(key, x.shape)
    g = jax.grad(lambda w: jnp.mean((xj @ w - y) ** 2))(w)
    return w - cfg.lr * g
