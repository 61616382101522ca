import jax
import jax.numpy as jnp
import numpy as np

from probes import blended_speed


@jax.jit
def link_minutes(length_km, speed_kmh, dwell_s):
    return length_km / jnp.maximum(speed_kmh, 5.0) * 60.0 + dwell_s / 60.0


def main():
    rng = np.random.default_rng(0)
    lengths = rng.uniform(0.3, 1.5, 8).astype(np.float32)
    dwell = rng.uniform(10, 40, 8).astype(np.float32)
    for seg in range(8):
        k = 0 if seg in (2, 5) else int(rng.integers(3, 20))
        probes = rng.normal(22, 5, k)
        m = link_minutes(lengths[seg], blended_speed(seg, probes), dwell[seg])
        print(seg, k, round(float(m), 2))


if __name__ == "__main__":
    main()
