import jax
import jax.numpy as jnp


class HeatSolver1D:
    """Explicit finite-difference heat equation on a periodic rod."""

    def __init__(self, n=64, kappa=0.1):
        self.n = n
        self.kappa = kappa
        self.dx = 1.0 / n
        self.dt = 0.4 * self.dx ** 2 / kappa

    def _step(self, u):
        lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / self.dx ** 2
        return u + self.dt * self.kappa * lap

    @property
    def step(self):
        return jax.jit(lambda u: self._step(u))

    def run(self, u0, n_out=5, substeps=20):
        u = u0
        snapshots = [u0]
        for _ in range(n_out):
            for _ in range(substeps // 10):
                u = self.step(u)
            snapshots.append(u)
        return jnp.stack(snapshots)


if __name__ == "__main__":
    x = jnp.linspace(0, 1, 64, endpoint=False)
    solver = HeatSolver1D()
    out = solver.run(jnp.exp(-100 * (x - 0.5) ** 2))
    print("peak per snapshot:", out.max(axis=1))
