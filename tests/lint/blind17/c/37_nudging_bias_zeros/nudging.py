import jax
import jax.numpy as jnp


@jax.jit
def nudge(state, bias, obs, mask, tau):
    innovation = jnp.where(mask, obs - (state - bias), 0.0)
    new_bias = 0.9 * bias - 0.1 * innovation
    return state + innovation / tau, new_bias


class NudgingRun:
    def __init__(self, shape, tau=6.0):
        self.shape = shape
        self.tau = tau
        self.bias = jnp.zeros(shape)

    def reset_month(self):
        self.bias = jnp.zeros(self.shape)

    def step(self, state, obs, mask):
        state, self.bias = nudge(state, self.bias, obs, mask, self.tau)
        return state
