import jax
import jax.numpy as jnp


@jax.jit
def sir_step(state, beta, gamma):
    s, i, r = state
    n = s + i + r
    new_inf = beta * s * i / n
    new_rec = gamma * i
    return jnp.stack([s - new_inf, i + new_inf - new_rec, r + new_rec])


def run_outbreak(n_days, beta, gamma, n0=500.0, i0=3.0):
    state = jnp.array([n0 - i0, i0, 0.0])
    peak = 0.0
    for _ in range(n_days):
        state = sir_step(state, beta, gamma)
        peak = max(peak, float(state[1]))
    return state, peak
