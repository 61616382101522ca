import jax
import jax.numpy as jnp
import numpy as np

N_BERTHS = 4


@jax.jit
def rank_anchorage(wait_h, priority, n_free):
    vals, idx = jax.lax.top_k(wait_h * priority, N_BERTHS)
    return jnp.where(jnp.arange(N_BERTHS) < n_free, idx, -1)


def main():
    rng = np.random.default_rng(0)
    for cycle in range(8):
        wait = rng.uniform(0, 48, 30).astype(np.float32)
        prio = rng.choice([1.0, 1.5, 2.0], 30).astype(np.float32)
        n_free = int(rng.integers(1, 5))
        print(cycle, n_free, rank_anchorage(wait, prio, n_free).tolist())


if __name__ == "__main__":
    main()
