import jax.numpy as jnp
from solvers import make_diffusion_step

N = 64
x = jnp.linspace(0.0, 1.0, N)
u = jnp.exp(-((x - 0.5) ** 2) / 0.01)

for epoch in range(5):
    step = make_diffusion_step(alpha=0.1, dx=1.0 / N)
    for _ in range(3):
        u = step(u, 1e-5)
    print(epoch, float(u.max()))
