import jax
import jax.numpy as jnp

N_ACTIONS = 4


def init(key, obs_dim):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (N_ACTIONS, 16)) * 0.1,
            "w": jax.random.normal(k2, (obs_dim + 16, obs_dim)) * 0.1}


@jax.jit
def imagine_step(params, obs, action):
    a = params["embed"][action]
    return obs + jnp.tanh(jnp.concatenate([obs, a]) @ params["w"])
