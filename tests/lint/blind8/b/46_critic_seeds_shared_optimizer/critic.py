from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_critic(key, obs_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
            "w2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden)}


def critic_value(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnames="optimizer")
def fitted_value_step(params, opt_state, obs, td_targets, optimizer):
    def loss_fn(p):
        return jnp.mean((critic_value(p, obs) - td_targets) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
