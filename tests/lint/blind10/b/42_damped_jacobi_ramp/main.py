import jax.numpy as jnp
import numpy as np

from config import SORSettings
from relax import damped_jacobi

N = 33


class RelaxationStudy:
    def __init__(self):
        self.settings = SORSettings(n_sweeps=25)
        self.omega = 0.6
        x = np.linspace(0, 1, N)
        X, Y = np.meshgrid(x, x, indexing="ij")
        self.f = jnp.asarray(-2 * np.pi**2 * np.sin(np.pi * X) * np.sin(np.pi * Y), dtype=jnp.float32)
        self.exact = jnp.asarray(np.sin(np.pi * X) * np.sin(np.pi * Y), dtype=jnp.float32)

    def run(self, n_rounds=6):
        u = jnp.zeros((N, N))
        for r in range(n_rounds):
            u = damped_jacobi(u, self.f, jnp.float32(self.omega), 1.0 / (N - 1), settings=self.settings)
            err = float(jnp.max(jnp.abs(u - self.exact)))
            print(f"round {r}: omega={self.omega:.2f} max err {err:.4f}")
            self.omega = min(1.0, self.omega + 0.08)
        return u


if __name__ == "__main__":
    RelaxationStudy().run()
