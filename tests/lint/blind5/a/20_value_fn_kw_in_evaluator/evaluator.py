import numpy as np
import jax.numpy as jnp

from networks import critic_value


def value_error(params, obs, mc_returns):
    pred = critic_value(params=params, obs=jnp.asarray(obs))
    return float(jnp.mean((pred - jnp.asarray(mc_returns)) ** 2))


def monte_carlo_returns(rewards, gamma=0.95):
    out, g = np.zeros_like(rewards), 0.0
    for i in range(len(rewards) - 1, -1, -1):
        g = rewards[i] + gamma * g
        out[i] = g
    return out
