import jax
import jax.numpy as jnp

from ising import checkerboard_sweep, magnetisation


def main():
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    spins = jnp.where(jax.random.bernoulli(init_key, 0.5, (16, 16)), 1.0, -1.0)
    temperature = 5
    for stage in range(6):
        key, sub = jax.random.split(key)
        spins = checkerboard_sweep(spins, sub, temperature)
        m = magnetisation(spins)
        temperature = jnp.maximum(temperature * 0.7, 1.0)
        print(f"stage {stage}: |m|={float(m):.3f}")


if __name__ == "__main__":
    main()
