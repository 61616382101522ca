import jax
import jax.numpy as jnp
import numpy as np

from gtfs import stop_sequence_from_store, stop_sequence_from_csv


@jax.jit
def trip_length_km(stop_xy, sequence):
    pts = stop_xy[sequence]
    return jnp.sum(jnp.linalg.norm(jnp.diff(pts, axis=0), axis=1))


def main():
    rng = np.random.default_rng(0)
    stop_xy = jnp.asarray(rng.uniform(0, 10, (200, 2)), jnp.float32)
    for trip in range(6):
        seq = stop_sequence_from_csv(rng) if trip % 2 == 0 else stop_sequence_from_store(rng)
        print(trip, seq.dtype, round(float(trip_length_km(stop_xy, seq)), 2))


if __name__ == "__main__":
    main()
