import jax
import jax.numpy as jnp


@jax.jit
def diffuse_column(state, kappa, surface_flux, dt):
    n = state.nlev
    main = jnp.full(n, 1 + 2 * kappa * dt)
    off = jnp.full(n - 1, -kappa * dt)
    A = jnp.diag(main) + jnp.diag(off, 1) + jnp.diag(off, -1)
    A = A.at[0, 0].add(-kappa * dt).at[-1, -1].add(-kappa * dt)
    rhs = state.temperature.at[0].add(surface_flux * dt)
    T = jnp.linalg.solve(A, rhs)
    return state.replace(temperature=T, time_s=state.time_s + dt)
