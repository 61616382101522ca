import equinox as eqx
import jax
import jax.numpy as jnp

from strategy import OpenES, es_update


def main():
    strategy = OpenES(mean=jnp.zeros(5), sigma=0.3, generation=0)
    key = jax.random.PRNGKey(0)
    for _ in range(6):
        key, sub = jax.random.split(key)
        strategy, best = es_update(strategy, sub, 0.1)
        strategy = eqx.tree_at(lambda s: s.generation, strategy, strategy.generation + 1)
        print(strategy.generation, float(best))


if __name__ == "__main__":
    main()
