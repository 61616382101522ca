import jax
import jax.numpy as jnp
import numpy as np

from planner import candidate_itineraries


@jax.jit
def perceived_time(legs, transfer_penalty):
    ride = sum(legs)
    return ride + transfer_penalty * (len(legs) - 1)


def main():
    rng = np.random.default_rng(4)
    for request in range(3):
        options = list(candidate_itineraries(rng))
        scores = [float(perceived_time(legs, jnp.float32(6.0))) for legs in options]
        print(request, [len(o) for o in options], int(np.argmin(scores)))


if __name__ == "__main__":
    main()
