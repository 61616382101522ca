import jax
import jax.numpy as jnp


def init_q(key, obs_dim, n_actions):
    return {"w": jax.random.normal(key, (obs_dim, n_actions)) * 0.1}


@jax.jit
def select_action(params, obs, epsilon, key):
    q = obs @ params["w"]
    greedy = jnp.argmax(q)
    k1, k2 = jax.random.split(key)
    random_a = jax.random.randint(k1, (), 0, q.shape[-1])
    return jnp.where(jax.random.uniform(k2) < epsilon, random_a, greedy)
