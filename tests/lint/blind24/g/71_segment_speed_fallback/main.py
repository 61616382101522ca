import jax
import jax.numpy as jnp
import numpy as np

from probes import probe_batches, segment_speed


@jax.jit
def segment_travel_time(length_km, speed_kmh, signal_delay_s):
    return length_km / jnp.maximum(speed_kmh, 5.0) * 60.0 + signal_delay_s / 60.0


def main():
    rng = np.random.default_rng(0)
    lengths = jnp.asarray(rng.uniform(0.3, 1.5, 8), jnp.float32)
    delays = jnp.asarray(rng.uniform(0, 45, 8), jnp.float32)
    total = 0.0
    for seg, probes in probe_batches(rng):
        t = segment_travel_time(lengths[seg], segment_speed(probes), delays[seg])
        total += float(t)
        print(seg, len(probes), round(float(t), 2))
    print("route minutes", round(total, 1))


if __name__ == "__main__":
    main()
