import jax
import jax.numpy as jnp
import numpy as np
from flax import struct


@struct.dataclass
class CatalogState:
    rate_map: jax.Array
    n_events: jax.Array


@jax.jit
def update_rate_map(state, cell_weights):
    rate = 0.95 * state.rate_map + cell_weights
    return state.replace(rate_map=rate, n_events=state.n_events + 1)


def main():
    rng = np.random.default_rng(0)
    state = CatalogState(rate_map=jnp.zeros((20, 20)), n_events=jnp.array(0, jnp.int32))
    for _ in range(6):
        ix, iy = rng.integers(0, 20, 2)
        w = jnp.zeros((20, 20)).at[ix, iy].set(1.0)
        state = update_rate_map(state, w)
    print(int(state.n_events), float(state.rate_map.sum()))


if __name__ == "__main__":
    main()
