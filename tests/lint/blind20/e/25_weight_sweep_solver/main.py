import jax.numpy as jnp

from solvers import get_solver

HORIZON = 10


def closed_loop(q, r, steps=5):
    solve = get_solver(HORIZON, q, r)
    x = jnp.array([0.0, 0.0])
    err = 0.0
    for _ in range(steps):
        u = solve(x, 1.0)
        x = x + 0.1 * jnp.array([x[1], u[0] - 0.2 * x[1]])
        err += float((x[0] - 1.0) ** 2)
    return err


def main():
    results = {}
    for q in (0.5, 1.0, 2.0):
        for r in (0.01, 0.1):
            results[(q, r)] = closed_loop(q, r)
    best = min(results, key=results.get)
    print("best weights", best, results[best])


if __name__ == "__main__":
    main()
