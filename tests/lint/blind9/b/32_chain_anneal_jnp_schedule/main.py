import jax
import jax.numpy as jnp

from annealing import anneal


def main():
    n_beads = 12
    x0 = jnp.stack([jnp.zeros(n_beads), jnp.arange(n_beads, dtype=jnp.float32)], axis=-1)
    anneal(x0, jax.random.PRNGKey(1))


if __name__ == "__main__":
    main()
