from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames=("tx",))
def glove_step(params, opt_state, hand, size_idx, tx):
    def loss_fn(p):
        logits = hand @ p["W"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, size_idx).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def make_optimizer(total_steps):
    schedule = optax.exponential_decay(0.1, transition_steps=total_steps // 4, decay_rate=0.7)
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(schedule))
