import jax.numpy as jnp

from scheme import AdvectionProblem

if __name__ == "__main__":
    problem = AdvectionProblem(n_cells=200, length=1.0, velocity=1.0)
    x = problem.grid.centers()
    q0 = jnp.exp(-((x - 0.3) / 0.05) ** 2)
    q = problem.march(q0, n_steps=7)
    print("mass drift", float(q.sum() - q0.sum()), "peak", float(q.max()))
