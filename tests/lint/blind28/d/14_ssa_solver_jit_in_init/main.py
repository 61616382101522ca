import jax.numpy as jnp
import numpy as np

from solver import ShelfVelocitySolver

solver = ShelfVelocitySolver(nx=64, dx=1000.0)
x = np.linspace(0.0, 63e3, 64)
for year, thinning in enumerate([0.0, 5.0, 10.0, 15.0, 20.0]):
    h = jnp.asarray(600.0 - 4e-3 * x - thinning, jnp.float32)
    u = solver.velocity(h, jnp.float32(2.4e-25))
    print(f"scenario {year}: front velocity {float(u[-1]):.0f} m/a")
