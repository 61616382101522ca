from functools import partial

import jax
import jax.numpy as jnp
import optax


def triplet(params, a, p, n):
    ea, ep, en = a @ params, p @ params, n @ params
    return jnp.maximum(0.0, 0.3 + jnp.sum((ea - ep) ** 2, -1) - jnp.sum((ea - en) ** 2, -1)).mean()


@partial(jax.jit, static_argnums=(0,))
def update(optimizer, params, opt_state, a, p, n):
    loss, g = jax.value_and_grad(triplet)(params, a, p, n)
    updates, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def build_optimizer(base_lr=1e-2, steps_per_epoch=2):
    schedule = optax.piecewise_constant_schedule(base_lr, {steps_per_epoch: 0.5})
    return optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(schedule, momentum=0.9))
