import jax.numpy as jnp
from fem import stiffness, solve

n = 32
h = 1.0 / (n + 1)
K = stiffness(n, h)
for load in range(3):
    f = jnp.full(n, h * (load + 1))
    for lumped in (False, True):
        u = solve(K, f, lumped=lumped)
        print(load, lumped, float(u.max()))
