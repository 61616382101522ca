import jax
import jax.numpy as jnp

from es import ESState, es_step
from tasks import make_tracking_fitness, target_for

DIM = 8


def main():
    key = jax.random.PRNGKey(0)
    state = ESState(jnp.zeros(DIM), jnp.asarray(0.2))
    for generation in range(6):
        fitness_fn = make_tracking_fitness(target_for(generation, DIM))
        key, sub = jax.random.split(key)
        state, _ = es_step(state, fitness_fn, sub)
        err = float(jnp.abs(state.mean - target_for(generation, DIM)).mean())
        print(f"gen {generation} tracking error {err:.3f}")


if __name__ == "__main__":
    main()
