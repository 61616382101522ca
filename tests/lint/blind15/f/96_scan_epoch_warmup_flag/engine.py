from functools import partial

import jax
import jax.numpy as jnp
import optax

WARMUP_EPOCHS = 2
tx = optax.adam(1e-2)


def loss_fn(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w"]) @ params["v"] - y) ** 2)


@partial(jax.jit, static_argnames=("freeze_encoder",))
def train_epoch(params, opt_state, xs, ys, freeze_encoder):
    def body(carry, batch):
        params, opt_state = carry
        x, y = batch
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        if freeze_encoder:
            grads = {"w": jnp.zeros_like(grads["w"]), "v": grads["v"]}
        updates, opt_state = tx.update(grads, opt_state)
        return (optax.apply_updates(params, updates), opt_state), loss

    (params, opt_state), losses = jax.lax.scan(body, (params, opt_state), (xs, ys))
    return params, opt_state, losses.mean()
