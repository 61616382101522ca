import jax
import jax.numpy as jnp


def init_qnet(key, obs_dim, num_actions, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "l1": {"w": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim), "b": jnp.zeros(hidden)},
        "l2": {"w": jax.random.normal(k2, (hidden, num_actions)) / jnp.sqrt(hidden), "b": jnp.zeros(num_actions)},
    }


def q_values(params, obs):
    h = jax.nn.relu(obs @ params["l1"]["w"] + params["l1"]["b"])
    return h @ params["l2"]["w"] + params["l2"]["b"]


@jax.jit
def epsilon_greedy(params, obs, key, epsilon):
    k_explore, k_action = jax.random.split(key)
    greedy = jnp.argmax(q_values(params, obs), axis=-1)
    random_actions = jax.random.randint(k_action, greedy.shape, 0, params["l2"]["b"].shape[0])
    explore = jax.random.uniform(k_explore, greedy.shape) < epsilon
    return jnp.where(explore, random_actions, greedy)
