import jax.numpy as jnp

from config import SolverConfig
from heat import HeatSolver

if __name__ == "__main__":
    x = jnp.linspace(0.0, 1.0, 64, endpoint=False)
    u0 = jnp.where((x > 0.4) & (x < 0.6), 1.0, 0.0)
    solver = HeatSolver(SolverConfig())
    u = solver.run(u0, n_epochs=6)
    print("max", float(u.max()), "mass", float(u.mean()))
