import jax
import jax.numpy as jnp

DT, DX, C = 0.002, 0.01, 1.0
OMEGA = 40.0


@jax.jit
def leapfrog(u_prev, u, step_index):
    t = step_index * DT
    lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / DX**2
    forcing = jnp.zeros_like(u).at[u.shape[0] // 2].set(jnp.sin(OMEGA * t))
    u_next = 2 * u - u_prev + (C * DT) ** 2 * lap + DT**2 * forcing
    return u, u_next.at[0].set(0.0).at[-1].set(0.0)
