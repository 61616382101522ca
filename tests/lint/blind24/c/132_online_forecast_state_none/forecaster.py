import jax
import jax.numpy as jnp


@jax.jit
def call_volume_update(params, obs, state=None):
    if state is None:
        state = jnp.zeros(params["W"].shape[0])
    state = jnp.tanh(params["W"] @ state + params["U"] * obs)
    return state, params["v"] @ state


class StaffingForecaster:
    def __init__(self, params):
        self.params = params
        self.state = None

    def observe(self, calls):
        self.state, pred = call_volume_update(self.params, calls, self.state)
        return pred
