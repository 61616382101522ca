import jax.numpy as jnp
from popmodel import AgeModel, equilibrium_yield

ages = jnp.arange(1, 16, dtype=jnp.float32)
w = 2.5 * (1 - jnp.exp(-0.3 * ages)) ** 3
sel = 1 / (1 + jnp.exp(-(ages - 4.0)))
F_grid = jnp.linspace(0.0, 1.5, 31)
for M in (0.15, 0.2, 0.25, 0.3):
    model = AgeModel(weights=w, selectivity=sel, M=M)
    ypr = equilibrium_yield(model, F_grid)
    print(f"M={M}: Fmax={float(F_grid[jnp.argmax(ypr)]):.2f}, YPR={float(ypr.max()):.3f}")
