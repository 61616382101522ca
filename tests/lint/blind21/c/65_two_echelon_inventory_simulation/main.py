import jax.numpy as jnp
import numpy as np

from echelon import echelon_period


def initial_state(n_stores):
    return [jnp.full((n_stores,), 20.0, jnp.float32), jnp.full((n_stores,), 60.0, jnp.float32)]


def main():
    rng = np.random.default_rng(3)
    base_stock = jnp.asarray([25.0, 70.0], jnp.float32)
    state = initial_state(4)
    total = 0.0
    for week in range(6):
        demand = jnp.asarray(rng.poisson(15, 4), jnp.float32)
        state, cost = echelon_period(state, demand, base_stock)
        total += float(cost.sum())
    print(f"six-week cost {total:.1f}")


if __name__ == "__main__":
    main()
