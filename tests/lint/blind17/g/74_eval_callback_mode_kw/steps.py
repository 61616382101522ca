import functools

import jax
import jax.numpy as jnp
import optax

optimizer = optax.sgd(0.1, momentum=0.9)


@functools.partial(jax.jit, static_argnames=("training",))
def forward_loss(params, x, y, training):
    h = jnp.tanh(x @ params["w1"])
    if training:
        h = h * 0.9
    pred = (h @ params["w2"])[:, 0]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    grads = jax.grad(lambda p: forward_loss(p, x, y, training=True))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state
