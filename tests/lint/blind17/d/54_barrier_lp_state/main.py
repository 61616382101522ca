import jax.numpy as jnp
import numpy as np

from barrier import centering_step


def shift_staffing_lp(n_shifts=6, seed=0):
    """Cover hourly demand with shifts: min cost s.t. coverage >= demand, 0 <= x <= 10."""
    rng = np.random.default_rng(seed)
    cover = (rng.uniform(size=(12, n_shifts)) < 0.4).astype(np.float32)
    demand = rng.uniform(1, 3, size=12).astype(np.float32)
    cost = rng.uniform(1, 2, size=n_shifts).astype(np.float32)
    G = np.concatenate([-cover, -np.eye(n_shifts), np.eye(n_shifts)]).astype(np.float32)
    h = np.concatenate([-demand, np.zeros(n_shifts), 10 * np.ones(n_shifts)]).astype(np.float32)
    return cost, G, h


if __name__ == "__main__":
    c, G, h = shift_staffing_lp()
    state = (jnp.full(c.shape, 9.0, dtype=jnp.float32), jnp.float32(1.0))
    for it in range(6):
        state = centering_step(state, c, G, h)
        print(it, float(c @ np.asarray(state.x)), float(state.t))
