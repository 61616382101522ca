from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(2,))
def assign_slots(wait_h, priority, k):
    score = wait_h * priority
    vals, idx = jax.lax.top_k(score, k)
    return idx


def free_berths(cycle, rng):
    return int(rng.integers(1, 5))


def main():
    rng = np.random.default_rng(0)
    for cycle in range(8):
        wait = rng.uniform(0, 48, 30).astype(np.float32)
        prio = rng.choice([1.0, 1.5, 2.0], 30).astype(np.float32)
        k = free_berths(cycle, rng)
        print(cycle, k, assign_slots(wait, prio, k).tolist())


if __name__ == "__main__":
    main()
