import equinox as eqx
import jax
import jax.numpy as jnp


class HeatState(eqx.Module):
    u: jax.Array
    time: jax.Array
    n_steps: jax.Array


class ExplicitHeatSolver(eqx.Module):
    diffusivity: float
    dx: float
    dt: float

    def laplacian(self, u):
        up = jnp.pad(u, 1, mode="edge")
        return (up[2:, 1:-1] + up[:-2, 1:-1] + up[1:-1, 2:] + up[1:-1, :-2] - 4 * u) / self.dx ** 2

    @eqx.filter_jit
    def advance(self, state, n_sub):
        def body(_, s):
            u = s.u + self.dt * self.diffusivity * self.laplacian(s.u)
            return HeatState(u, s.time + self.dt, s.n_steps + 1)

        return jax.lax.fori_loop(0, n_sub, body, state)
