import jax
import jax.numpy as jnp


def init_critic(key, obs_dim, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
            "w2": jax.random.normal(k2, (hidden,)) * 0.1}


def value(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


def td_update(params, obs, rewards, next_obs, dones, lr, gamma):
    def loss_fn(p):
        target = rewards + gamma * (1 - dones) * jax.lax.stop_gradient(value(p, next_obs))
        return jnp.mean((value(p, obs) - target) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
