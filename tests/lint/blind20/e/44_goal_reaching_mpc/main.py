import jax.numpy as jnp

from solver import DT, HORIZON, shift, solve


def main():
    x = jnp.array([0.0, 0.0])
    plan = jnp.zeros(HORIZON)
    for t in range(10):
        plan = solve(x, 2.0, warm_start=shift(plan))
        u = plan[0]
        x = x + DT * jnp.array([x[1], u - 0.1 * x[1]])
    print(x)


if __name__ == "__main__":
    main()
