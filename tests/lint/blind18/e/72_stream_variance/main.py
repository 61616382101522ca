import numpy as np
import jax.numpy as jnp

from stats import initial_state, welford_update


def stream(rng, n_batches=6, size=50):
    for _ in range(n_batches):
        yield jnp.asarray(rng.lognormal(3.0, 0.5, size=size), dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    state = initial_state()
    for batch in stream(rng):
        state = welford_update(state, batch)
        var = state["m2"] / (state["count"] - 1.0)
        print(f"n={int(state['count'])} mean={float(state['mean']):.2f} sd={float(jnp.sqrt(var)):.2f}")


if __name__ == "__main__":
    main()
