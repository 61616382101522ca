import jax
import jax.numpy as jnp


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


@jax.jit
def descent_step(x, alpha):
    f0, g = jax.value_and_grad(rosenbrock)(x)
    slope = -jnp.dot(g, g)

    def cond(a):
        return (rosenbrock(x - a * g) > f0 + 1e-4 * a * slope) & (a > 1e-10)

    a = jax.lax.while_loop(cond, lambda a: 0.5 * a, alpha)
    x_new = x - a * g
    max_step = 1.0 / (jnp.linalg.norm(g) + 1e-8)
    return x_new, jnp.maximum(2.0 * a, max_step), f0
