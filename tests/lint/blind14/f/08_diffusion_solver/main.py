import jax.numpy as jnp
from utils import advance

nx = 64
dx = 1.0 / nx
x = jnp.linspace(0.0, 1.0, nx)
u = jnp.exp(-100.0 * (x - 0.5) ** 2)
for n in range(5):
    u = advance(u, 0.1, dx, 0.2 * dx ** 2 / 0.1)
print(float(u.max()))
