import jax.numpy as jnp

from experiments import run_horizon

HORIZONS = [1.0, 2.0, 5.0, 10.0, 20.0]


def main():
    rates = jnp.array([0.9, 0.4, 0.1, 0.0])
    for t_end in HORIZONS:
        final = run_horizon(t_end, rates)
        print(f"t_end={t_end:5.1f} populations={jnp.round(final, 3)}")


if __name__ == "__main__":
    main()
