from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames=("tx",))
def rank_step(params, opt_state, x, y, tx):
    def loss_fn(p):
        return jnp.mean((x @ p - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def make_optimizer(phase):
    lr = 1e-2 if phase == "warm" else 3e-3
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))
