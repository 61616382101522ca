import jax.numpy as jnp
from refpoints import f01
from report import sensitivity

F_grid = jnp.linspace(0.02, 1.0, 12)
F = f01(F_grid)
print("F0.1 =", round(float(F), 3))
print(sensitivity(F))
