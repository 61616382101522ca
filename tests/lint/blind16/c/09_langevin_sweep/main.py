import jax
import jax.numpy as jnp

from dynamics import make_integrator

TEMPERATURES = [0.1, 0.2, 0.35, 0.5, 0.75, 1.0]


def crossing_fraction(temperature, key, n_walkers=256, n_blocks=5):
    step = make_integrator(temperature)
    x = -jnp.ones((n_walkers,))
    for _ in range(n_blocks):
        key, sub = jax.random.split(key)
        x = step(x, sub)
    return float(jnp.mean(x > 0))


def main():
    key = jax.random.PRNGKey(0)
    for T in TEMPERATURES:
        key, sub = jax.random.split(key)
        print(f"T={T:.2f} crossed={crossing_fraction(T, sub):.3f}")


if __name__ == "__main__":
    main()
