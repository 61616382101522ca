import jax
import jax.numpy as jnp
import numpy as np

from results import InterleavingTally


@jax.jit
def accumulate(tally, clicks_a, clicks_b):
    a = jnp.sum(clicks_a > clicks_b)
    b = jnp.sum(clicks_b > clicks_a)
    tie = jnp.sum(clicks_a == clicks_b)
    return InterleavingTally(tally.wins_a + a, tally.wins_b + b, tally.ties + tie,
                             tally.n_sessions + clicks_a.shape[0])


def main():
    rng = np.random.default_rng(131)
    tally = InterleavingTally.empty()
    for batch in range(5):
        ca = rng.poisson(1.0, 100).astype(np.float32)
        cb = rng.poisson(1.1, 100).astype(np.float32)
        tally = accumulate(tally, ca, cb)
        delta = (float(tally.wins_b) - float(tally.wins_a)) / int(tally.n_sessions)
        print(f"batch {batch}: sessions={int(tally.n_sessions)} preference={delta:+.3f}")


if __name__ == "__main__":
    main()
