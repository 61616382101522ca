from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_critic(key, obs_dim, act_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim + act_dim, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden,)) * 0.1}


def q_value(params, obs, act):
    return jax.nn.relu(jnp.concatenate([obs, act], -1) @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnums=(2,))
def critic_update(params, opt_state, optimizer, batch, gamma):
    obs, act, rew, next_obs, next_act = batch

    def loss_fn(p):
        target = rew + gamma * jax.lax.stop_gradient(q_value(p, next_obs, next_act))
        return jnp.mean((q_value(p, obs, act) - target) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
