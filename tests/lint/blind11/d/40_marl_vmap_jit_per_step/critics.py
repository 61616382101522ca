import jax
import jax.numpy as jnp


def init_critics(key, n_agents, obs_dim, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_agents, obs_dim, hidden)) * 0.2,
            "w2": jax.random.normal(k2, (n_agents, hidden)) * 0.2}


def critic_value(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


def td_loss(params, obs, rewards, next_obs, discount):
    target = rewards + discount * jax.lax.stop_gradient(critic_value(params, next_obs))
    return jnp.mean((critic_value(params, obs) - target) ** 2)
