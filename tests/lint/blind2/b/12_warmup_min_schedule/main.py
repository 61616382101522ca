import jax
import jax.numpy as jnp
import numpy as np


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)


@jax.jit
def gd_step(x, lr_scale):
    g = jax.grad(rosenbrock)(x)
    return x - 1e-3 * lr_scale * g


warmup_steps = 3
x = jnp.array([-1.0, 1.5, 0.5])
for step in range(1, 7):
    lr_scale = min(1, step / warmup_steps)
    x = gd_step(x, lr_scale)
    print(step, lr_scale, float(rosenbrock(x)))
