import itertools

import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.special import gammaln


N_EVENT_TYPES = 9


def backfill_windows(rng, n):
    # pre-aggregated hourly counts from the warehouse export
    for _ in range(n):
        yield np.round(rng.gamma(5.0, 4.0, size=N_EVENT_TYPES)).astype(np.float32)


def live_windows(rng, n, events_per_window=400):
    for _ in range(n):
        event_ids = rng.integers(0, N_EVENT_TYPES, size=events_per_window)
        yield np.bincount(event_ids, minlength=N_EVENT_TYPES).astype(np.float32)


@jax.jit
def poisson_surprise(rates, counts):
    logp = counts * jnp.log(rates) - rates - gammaln(counts + 1.0)
    return -logp.sum()


def main():
    rng = np.random.default_rng(4)
    rates = jnp.full((N_EVENT_TYPES,), 400.0 / N_EVENT_TYPES, jnp.float32)
    stream = itertools.chain(backfill_windows(rng, 3), live_windows(rng, 4))
    for i, counts in enumerate(stream):
        s = poisson_surprise(rates, counts)
        rates = 0.9 * rates + 0.1 * jnp.asarray(counts, jnp.float32)
        print(i, round(float(s), 2))


if __name__ == "__main__":
    main()
