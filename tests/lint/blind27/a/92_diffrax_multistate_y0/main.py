import jax.numpy as jnp

from markov import occupancy

GRID = jnp.linspace(0.0, 20.0, 21)


def main():
    cohort = [
        (35.0, jnp.array([1.0, 0.0, 0.0])),
        (45.0, jnp.array([1.0, 0.0, 0.0])),
        (45.0, jnp.array([0.0, 1.0, 0.0])),
        (55.0, jnp.array([0.7, 0.3, 0.0])),
    ]
    for age, start in cohort:
        ys = occupancy(age, start, GRID)
        print(age, [round(float(v), 3) for v in ys[-1]])


if __name__ == "__main__":
    main()
