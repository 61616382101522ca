import jax
import jax.numpy as jnp


def bateman_rhs(n, rates):
    inflow = jnp.concatenate([jnp.zeros(1), rates[:-1] * n[:-1]])
    return inflow - rates * n


@jax.jit
def integrate(n0, rates, t_grid):
    def step(n, dt):
        k1 = bateman_rhs(n, rates)
        k2 = bateman_rhs(n + 0.5 * dt * k1, rates)
        k3 = bateman_rhs(n + 0.5 * dt * k2, rates)
        k4 = bateman_rhs(n + dt * k3, rates)
        n = n + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        return n, n

    dts = jnp.diff(t_grid)
    _, traj = jax.lax.scan(step, n0, dts)
    return traj
