import jax
import jax.numpy as jnp


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)


@jax.jit
def gd_step(x, lr_scale):
    g = jax.grad(rosenbrock)(x)
    return x - 1e-3 * lr_scale * g


def warmup_scale(step, warmup_steps):
    return jnp.asarray(min(1, step / warmup_steps), dtype=jnp.float32)


x = jnp.array([-1.0, 1.5, 0.5])
for step in range(1, 7):
    x = gd_step(x, warmup_scale(step, warmup_steps=3))
    print(step, float(rosenbrock(x)))
