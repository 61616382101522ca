import jax.numpy as jnp

from heat import HeatSolver

SETTINGS = {"nu": 0.05, "dx": 1.0 / 64, "dt": 2e-3, "substeps": 10}

if __name__ == "__main__":
    x = jnp.linspace(0.0, 1.0, 64, endpoint=False)
    u0 = jnp.where((x > 0.4) & (x < 0.6), 1.0, 0.0)
    solver = HeatSolver(dict(SETTINGS))
    u = solver.run(u0, n_epochs=6)
    print("max", float(u.max()), "mass", float(u.mean()))
