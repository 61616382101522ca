import jax.numpy as jnp
import numpy as np

from solver import newton_solve

c = jnp.linspace(0.5, 3.0, 8)
x0 = jnp.full_like(c, 2.0)

root, iters = newton_solve(x0, c, 1e-3)
print("baseline:", int(iters))
for tol in np.geomspace(1e-2, 1e-6, 4):
    root, iters = newton_solve(x0, c, tol)
    print(f"tol={tol:.0e} iterations={int(iters)}")
