import jax.numpy as jnp

from config import TRUST_REGION
from trust import TrustRegionSolver, objective

if __name__ == "__main__":
    solver = TrustRegionSolver(TRUST_REGION)
    x = solver.run(jnp.array([3.0, -2.0, 2.0, 2.0]))
    print(x, float(objective(x)), solver.radius)
