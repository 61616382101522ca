import jax
import jax.numpy as jnp
import numpy as np

from hubs import HUB_LINES, padded_arrivals


@jax.jit
def hub_transfer_wait(arrivals, present, min_connect):
    def wait_from(a_line, b_line):
        gaps = b_line[None, :] - a_line[:, None]
        gaps = jnp.where(gaps >= min_connect, gaps, jnp.inf)
        best = gaps.min(1)
        return jnp.mean(jnp.where(jnp.isinf(best) | (best > 60.0), 60.0, best))
    w = jax.vmap(jax.vmap(wait_from, (None, 0)), (0, None))(arrivals, arrivals)
    pair_mask = present[:, None] * present[None, :] * (1.0 - jnp.eye(present.shape[0]))
    return jnp.sum(w * pair_mask) / jnp.sum(pair_mask)


def main():
    rng = np.random.default_rng(0)
    for hour in range(2):
        for hub in HUB_LINES:
            arr, present = padded_arrivals(hub, rng)
            print(hour, hub, round(float(hub_transfer_wait(arr, present, 3.0)), 2))


if __name__ == "__main__":
    main()
