import jax
import jax.numpy as jnp

from pgpe import pgpe_step, rastrigin
from state import PGPEState


def main():
    key = jax.random.PRNGKey(0)
    state = PGPEState(mu=jnp.full(5, 2.0, jnp.float32), sigma=jnp.full(5, 0.5, jnp.float32))
    for _ in range(6):
        key, sub = jax.random.split(key)
        state = pgpe_step(state, sub)
        print(f"gen {int(state.generation)} f(mu) {float(rastrigin(state.mu)):.3f}")


if __name__ == "__main__":
    main()
