import jax
import jax.numpy as jnp

from minimize import relax


def random_walk_chain(key, n):
    steps = jax.random.normal(key, (n, 3))
    steps = steps / jnp.linalg.norm(steps, axis=-1, keepdims=True)
    return jnp.cumsum(steps, axis=0) * 1.1


def main():
    x = random_walk_chain(jax.random.PRNGKey(0), 20)
    x, energies = relax(x)
    print("energy", round(energies[0], 3), "->", round(energies[-1], 3))


if __name__ == "__main__":
    main()
