import jax.numpy as jnp

from heat import ftcs_step
from monitor import ResidualMonitor


def solve(n=128, n_steps=100, kappa=0.1):
    dx = 1.0 / n
    dt = 0.4 * dx ** 2 / kappa
    x = jnp.linspace(0, 1, n, endpoint=False)
    u = jnp.exp(-100 * (x - 0.5) ** 2)
    monitor = ResidualMonitor(kappa, dt, dx)
    for step in range(n_steps):
        monitor(step, u)
        u = ftcs_step(u, kappa, dt, dx)
    return u, monitor.history


if __name__ == "__main__":
    u, hist = solve()
    print("final max", float(u.max()))
