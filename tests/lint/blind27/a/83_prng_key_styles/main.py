import jax
import jax.numpy as jnp

from esg import simulate_rates


def base_scenario():
    return simulate_rates(jax.random.PRNGKey(0), 0.03, 0.2, 0.035, 0.01)


def stressed_scenarios(n):
    keys = jax.random.split(jax.random.key(1), n)
    return [simulate_rates(k, 0.03, 0.2, 0.035 + 0.005 * i, 0.015) for i, k in enumerate(keys)]


def main():
    base = base_scenario()
    print("base 10y mean", round(float(base[:, -1].mean()), 4))
    for i, paths in enumerate(stressed_scenarios(3)):
        print("stress", i, round(float(paths[:, -1].mean()), 4))


if __name__ == "__main__":
    main()
