import jax
import jax.numpy as jnp

from problems import SUITE


def make_descent(objective, lr, n_steps=200):
    grad = jax.grad(objective)

    def descend(x0):
        def body(x, _):
            return x - lr * grad(x), None

        x, _ = jax.lax.scan(body, x0, None, length=n_steps)
        return x, objective(x)

    return jax.jit(descend)


def main():
    x0 = jnp.full(4, 0.5)
    for name, (objective, lr) in SUITE.items():
        solver = make_descent(objective, lr)
        x, f = solver(x0)
        print(f"{name:16s} f*={float(f):9.4f}")


if __name__ == "__main__":
    main()
