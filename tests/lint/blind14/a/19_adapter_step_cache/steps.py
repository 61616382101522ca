import functools

import jax
import jax.numpy as jnp
import optax


@functools.lru_cache(maxsize=None)
def build_train_step(cfg):
    tx = optax.sgd(cfg.lr)

    def loss_fn(adapter, base, x, y):
        h = x @ base + cfg.scale * (x @ adapter["a"] @ adapter["b"])
        return jnp.mean((h - y) ** 2)

    @jax.jit
    def adapter_step(adapter, base, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(adapter, base, x, y)
        updates, _ = tx.update(grads, tx.init(adapter))
        return optax.apply_updates(adapter, updates), loss

    return adapter_step
