import jax
import jax.numpy as jnp
import numpy as np


WINDOW_SECONDS = 60


def scrape_window(rng, n_routes=6):
    counts = rng.poisson(20, size=(WINDOW_SECONDS, n_routes)).astype(np.float32)
    present = rng.random(WINDOW_SECONDS) > 0.02
    counts[~present] = 0.0
    return counts, present


def observed_seconds(present):
    if present.all():
        return WINDOW_SECONDS
    return np.count_nonzero(present)


@jax.jit
def route_rate_change(counts, seconds, prev_rate):
    rate = counts.sum(axis=0) / seconds
    return rate, (rate - prev_rate) / jnp.sqrt(prev_rate + 1.0)


def main():
    rng = np.random.default_rng(41)
    prev = jnp.full((6,), 20.0, jnp.float32)
    for minute in range(8):
        counts, present = scrape_window(rng)
        prev, change = route_rate_change(counts, observed_seconds(present), prev)
        print(minute, int(present.sum()), np.round(np.asarray(change), 2).tolist())


if __name__ == "__main__":
    main()
