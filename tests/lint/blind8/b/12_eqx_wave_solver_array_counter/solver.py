import equinox as eqx
import jax.numpy as jnp


class WaveState(eqx.Module):
    u: jnp.ndarray
    u_prev: jnp.ndarray
    dx: float = eqx.field(static=True)
    steps_taken: jnp.ndarray = eqx.field(default_factory=lambda: jnp.zeros((), jnp.int32))


@eqx.filter_jit
def advance(state: WaveState, dt, n_substeps: int = 10, c: float = 1.0):
    u, u_prev = state.u, state.u_prev
    r2 = (c * dt / state.dx) ** 2
    for _ in range(n_substeps):
        lap = jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)
        u, u_prev = 2 * u - u_prev + r2 * lap, u
    return WaveState(u=u, u_prev=u_prev, dx=state.dx,
                     steps_taken=state.steps_taken + n_substeps)
