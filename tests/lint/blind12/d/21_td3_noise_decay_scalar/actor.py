import jax
import jax.numpy as jnp


def init_actor(key, obs_dim, act_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return [jax.random.normal(k1, (obs_dim, hidden)) * 0.3,
            jax.random.normal(k2, (hidden, act_dim)) * 0.3]


def deterministic_action(params, obs):
    w1, w2 = params
    return jnp.tanh(jnp.tanh(obs @ w1) @ w2)


@jax.jit
def explore_action(params, obs, key, noise_std):
    a = deterministic_action(params, obs)
    noise = jnp.clip(noise_std * jax.random.normal(key, a.shape), -0.5, 0.5)
    return jnp.clip(a + noise, -1.0, 1.0)
