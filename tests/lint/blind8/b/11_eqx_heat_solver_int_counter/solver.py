import equinox as eqx
import jax.numpy as jnp


class HeatState(eqx.Module):
    u: jnp.ndarray
    dx: float
    steps_taken: int = 0


@eqx.filter_jit
def advance(state: HeatState, dt, n_substeps: int = 10):
    u = state.u
    coef = dt / state.dx ** 2
    for _ in range(n_substeps):
        lap = jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)
        u = u + coef * lap
    return HeatState(u=u, dx=state.dx, steps_taken=state.steps_taken + n_substeps)
