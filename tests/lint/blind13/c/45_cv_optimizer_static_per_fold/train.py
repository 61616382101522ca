from functools import partial

import jax
import jax.numpy as jnp
import optax


def bpr_loss(params, users, pos, neg):
    u = params["users"][users]
    diff = jnp.sum(u * (params["items"][pos] - params["items"][neg]), axis=-1)
    return -jnp.mean(jax.nn.log_sigmoid(diff))


@partial(jax.jit, static_argnames=("optimizer",))
def bpr_step(params, opt_state, users, pos, neg, optimizer):
    loss, grads = jax.value_and_grad(bpr_loss)(params, users, pos, neg)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def make_optimizer(lr=0.05, clip=1.0):
    return optax.chain(optax.clip_by_global_norm(clip), optax.adagrad(lr))


def init_params(key, n_users, n_items, dim):
    ku, ki = jax.random.split(key)
    return {"users": 0.1 * jax.random.normal(ku, (n_users, dim)),
            "items": 0.1 * jax.random.normal(ki, (n_items, dim))}
