import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, num_actions):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (obs_dim, 24)),
            "w2": 0.1 * jax.random.normal(k2, (24, num_actions))}


@jax.jit
def sample_action(params, obs, key, temperature=1.0):
    logits = jnp.tanh(obs @ params["w1"]) @ params["w2"]
    return jax.random.categorical(key, logits / temperature)
