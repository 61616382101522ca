import jax.numpy as jnp

from solver import DT, shift, solve


def main():
    x = jnp.array([0.0, 0.0])
    plan = None
    for t in range(10):
        plan = solve(x, 2.0, warm_start=None if plan is None else shift(plan))
        u = plan[0]
        x = x + DT * jnp.array([x[1], u - 0.1 * x[1]])
    print(x)


if __name__ == "__main__":
    main()
