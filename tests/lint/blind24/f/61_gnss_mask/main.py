import numpy as np
import jax
import jax.numpy as jnp

from gnss import epoch_block, quality_mask


@jax.jit
def weighted_hourly_level(z, mask):
    w = mask * 1.0
    mean = jnp.sum(w * z) / jnp.sum(w)
    spread = jnp.sqrt(jnp.sum(w * (z - mean) ** 2) / jnp.sum(w))
    return mean, spread


def main():
    rng = np.random.default_rng(2)
    for hour in range(8):
        z, sats = epoch_block(hour, rng)
        if hour in (0, 5):
            sats = np.maximum(sats, 8)   # clear-sky hours
        mean, sd = weighted_hourly_level(z, quality_mask(sats))
        print(f"hour {hour}: tower top {float(mean):6.2f} mm (sd {float(sd):.2f})")


if __name__ == "__main__":
    main()
