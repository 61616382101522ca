import jax
import jax.numpy as jnp


def init_qnet(key, obs_dim, n_actions, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) * 0.3,
            "w2": jax.random.normal(k2, (hidden, n_actions)) * 0.3}


@jax.jit
def epsilon_greedy(params, obs, key, epsilon):
    q = jax.nn.relu(obs @ params["w1"]) @ params["w2"]
    k1, k2 = jax.random.split(key)
    explore = jax.random.uniform(k1, (obs.shape[0],)) < epsilon
    random_actions = jax.random.randint(k2, (obs.shape[0],), 0, q.shape[-1])
    return jnp.where(explore, random_actions, q.argmax(-1))
