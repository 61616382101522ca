import jax
import jax.numpy as jnp


def value(params, obs):
    return jnp.tanh(obs @ params["w"]).sum() + params["b"]


@jax.jit
def td_target(reward, bootstrap, gamma):
    return reward + gamma * bootstrap


def bootstrap_value(params, next_obs, terminal):
    if terminal:
        return jnp.zeros((), jnp.float32)
    return value(params, next_obs)
