import jax
import jax.numpy as jnp

from solver import HeavyBallDescent


def himmelblau(x):
    return (x[0] ** 2 + x[1] - 11) ** 2 + (x[0] + x[1] ** 2 - 7) ** 2


def main():
    starts = jax.random.uniform(jax.random.PRNGKey(0), (5, 2), minval=-5.0, maxval=5.0)
    minima = []
    for x0 in starts:
        solver = HeavyBallDescent(himmelblau, learning_rate=2e-3, momentum=0.8)
        x, f = solver.minimize(x0)
        minima.append((round(float(x[0]), 3), round(float(x[1]), 3), float(f)))
    for m in minima:
        print("minimum at (%.3f, %.3f) f=%.2e" % m)


if __name__ == "__main__":
    main()
