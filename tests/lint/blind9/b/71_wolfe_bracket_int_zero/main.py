import jax
import jax.numpy as jnp

from wolfe import strong_wolfe


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


value_and_grad = jax.jit(jax.value_and_grad(rosenbrock))


def steepest_descent(x, n_iter):
    for k in range(n_iter):
        f, g = value_and_grad(x)
        d = -g / jnp.linalg.norm(g)

        def phi(a):
            return float(value_and_grad(x + a * d)[0])

        def dphi(a):
            return float(value_and_grad(x + a * d)[1] @ d)

        a = strong_wolfe(phi, dphi, a_init=0.02, c2=0.1)
        x = x + a * d
        print(f"iter {k}: f={float(f):.4f} step={a:.4f}")
    return x


if __name__ == "__main__":
    steepest_descent(jnp.array([-1.2, 1.0, 0.8]), n_iter=6)
