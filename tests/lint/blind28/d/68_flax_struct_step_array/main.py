import jax
import jax.numpy as jnp
import numpy as np

from state import initial


@jax.jit
def nudge(state, obs, tau):
    w = 1.0 / (1.0 + state.cycle.astype(jnp.float32) / tau)
    innov = obs - state.sic
    bias = (1 - w) * state.bias + w * innov
    return state.replace(sic=jnp.clip(state.sic + 0.3 * innov, 0, 1), bias=bias, cycle=state.cycle + 1)


rng = np.random.default_rng(6)
state = initial(200)
for cycle in range(10):
    obs = jnp.asarray(np.clip(0.7 + rng.normal(0, 0.1, 200), 0, 1), jnp.float32)
    state = nudge(state, obs, jnp.float32(5.0))
print(state.region, int(state.cycle), "mean SIC", round(float(state.sic.mean()), 3), "bias", round(float(state.bias.mean()), 4))
