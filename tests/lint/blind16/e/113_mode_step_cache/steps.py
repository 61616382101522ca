import functools

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-2)


def _loss(params, x, y, train):
    h = jax.nn.relu(x @ params["w1"])
    if train:
        h = h * 0.9 + 0.1 * jnp.mean(h, axis=0)  # cheap feature smoothing used only while training
    return jnp.mean((h @ params["w2"] - y) ** 2)


@functools.lru_cache(maxsize=None)
def get_step(mode):
    if mode == "train":
        def step(params, opt_state, x, y):
            loss, grads = jax.value_and_grad(_loss)(params, x, y, True)
            updates, opt_state = tx.update(grads, opt_state)
            return optax.apply_updates(params, updates), opt_state, loss
    else:
        def step(params, x, y):
            return _loss(params, x, y, False)
    return jax.jit(step)
