import jax
import jax.numpy as jnp


@jax.jit
def nudge(state, bias, obs, mask, tau):
    innovation = jnp.where(mask, obs - (state - bias), 0.0)
    new_bias = 0.9 * bias - 0.1 * innovation
    return state + innovation / tau, new_bias


class NudgingRun:
    def __init__(self, tau=6.0):
        self.tau = tau
        self.bias = 0

    def reset_month(self):
        self.bias = 0

    def step(self, state, obs, mask):
        state, self.bias = nudge(state, self.bias, obs, mask, self.tau)
        return state
