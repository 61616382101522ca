import jax.numpy as jnp
import numpy as np

from clients import Client, sample_cohort
from server import aggregate, stack_trees


def main():
    rng = np.random.default_rng(3)
    clients = [Client(i, rng, n=16 + 4 * i) for i in range(8)]
    params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros((1,))}
    for rnd in range(5):
        cohort = sample_cohort(clients, rng)
        results = [c.local_update(params) for c in cohort]
        deltas = stack_trees([d for d, _ in results])
        counts = jnp.asarray([n for _, n in results], dtype=jnp.float32)
        params = aggregate(params, deltas, counts)
        print(f"round {rnd}: {len(cohort)} clients, w={np.asarray(params['w']).ravel().round(3)}")


if __name__ == "__main__":
    main()
