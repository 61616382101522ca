import jax.numpy as jnp
from integrator import RK4


def lorenz(y, t, sigma=10.0, rho=28.0, beta=8.0 / 3):
    x, yy, z = y
    return jnp.stack([sigma * (yy - x), x * (rho - z) - yy, x * yy - beta * z])


solver = RK4(lorenz, dt=0.01)
y = solver.integrate(jnp.array([1.0, 1.0, 1.0]), jnp.float32(0.0), 6)
print(y)
