import jax.numpy as jnp

from heat import ftcs_step


class ResidualMonitor:
    """Tracks how far the field is from steady state."""

    def __init__(self, kappa, dt, dx, every=25):
        self.kappa, self.dt, self.dx = kappa, dt, dx
        self.every = every
        self.history = []

    def __call__(self, step, u):
        if step % self.every:
            return
        u_next = ftcs_step(u, kappa=self.kappa, dt=self.dt, dx=self.dx)
        res = float(jnp.max(jnp.abs(u_next - u)) / self.dt)
        self.history.append((step, res))
        print(f"step {step}: residual {res:.3e}")
