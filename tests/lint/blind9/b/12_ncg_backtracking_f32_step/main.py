import jax
import jax.numpy as jnp

from linesearch import armijo


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


value_and_grad = jax.jit(jax.value_and_grad(rosenbrock))


@jax.jit
def along(x, d, t):
    return rosenbrock(x + t * d)


def nonlinear_cg(x, n_iter=8, restart=5):
    f, g = value_and_grad(x)
    d = -g
    for k in range(n_iter):
        t, _ = armijo(along, x, d, f, float(g @ d))
        x = x + t * d
        f, g_new = value_and_grad(x)
        beta = jnp.maximum(0.0, g_new @ (g_new - g) / (g @ g))  # PR+
        d = -g_new if (k + 1) % restart == 0 else -g_new + beta * d
        if g_new @ d >= 0:
            d = -g_new
        g = g_new
        print(f"k={k} f={float(f):.5f} t={float(t):.4g}")
    return x


if __name__ == "__main__":
    nonlinear_cg(jnp.array([-1.2, 1.0, 0.5], dtype=jnp.float32))
