import functools

import jax
import jax.numpy as jnp
import optax


def build_optimizer(lr, clip=1.0):
    return optax.chain(optax.clip_by_global_norm(clip), optax.adam(lr))


def loss_fn(params, x, y):
    pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return jnp.mean((pred[:, 0] - y) ** 2)


@functools.partial(jax.jit, static_argnums=(0,))
def train_step(optimizer, params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
