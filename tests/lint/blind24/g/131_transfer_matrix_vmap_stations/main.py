import jax
import jax.numpy as jnp
import numpy as np

from hubs import HUB_LINES, arrivals_for


@jax.jit
def mean_transfer_wait(arrivals, min_connect):
    def wait_from(a_line, b_line):
        gaps = b_line[None, :] - a_line[:, None]
        gaps = jnp.where(gaps >= min_connect, gaps, jnp.inf)
        return jnp.mean(jnp.where(jnp.isinf(gaps.min(1)), 60.0, gaps.min(1)))
    pair = jax.vmap(jax.vmap(wait_from, (None, 0)), (0, None))
    w = pair(arrivals, arrivals)
    n = arrivals.shape[0]
    return (w.sum() - jnp.trace(w)) / (n * (n - 1))


def main():
    rng = np.random.default_rng(0)
    for hour in range(2):
        for hub in HUB_LINES:
            print(hour, hub, round(float(mean_transfer_wait(jnp.asarray(arrivals_for(hub, rng)), 3.0)), 2))


if __name__ == "__main__":
    main()
