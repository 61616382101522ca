import jax
import jax.numpy as jnp
import numpy as np

from planner import itinerary_arrays


@jax.jit
def rank_itineraries(leg_times, leg_used, transfer_penalty):
    n_transfers = jnp.maximum(leg_used.sum(1) - 1, 0)
    return jnp.argsort((leg_times * leg_used).sum(1) + transfer_penalty * n_transfers)


def main():
    rng = np.random.default_rng(4)
    for request in range(3):
        times, used = itinerary_arrays(rng)
        order = rank_itineraries(times, used, jnp.float32(6.0))
        print(request, used.sum(1).astype(int).tolist(), np.asarray(order).tolist())


if __name__ == "__main__":
    main()
