import jax
import jax.numpy as jnp


@jax.jit
def update_cusum(state, new_temps, target, slack):
    def step(s, x):
        s = jnp.maximum(0.0, s + (x - target - slack))
        return s, s

    state, trace = jax.lax.scan(step, state, new_temps)
    return state, trace.max()
