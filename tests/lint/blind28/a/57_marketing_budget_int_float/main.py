import jax.numpy as jnp
import numpy as np

from allocation import allocate_budget
from campaigns import CAMPAIGNS

CHANNELS = ["search", "meta", "ota_ads", "display"]


def main():
    rng = np.random.default_rng(0)
    for c in CAMPAIGNS:
        scale = jnp.asarray(rng.uniform(0.5, 2.0, 4) * 1e4, jnp.float32)
        sat = jnp.asarray(rng.uniform(1e3, 5e3, 4), jnp.float32)
        spend = allocate_budget(scale, sat, c["budget"])
        print(c["market"], dict(zip(CHANNELS, np.round(np.asarray(spend)).astype(int))))


if __name__ == "__main__":
    main()
