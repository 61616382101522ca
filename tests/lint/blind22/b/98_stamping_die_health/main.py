import jax
import jax.numpy as jnp
import numpy as np

from counters import make_log, strokes_since_service


@jax.jit
def die_wear_index(force_peaks, strokes):
    fatigue = jnp.log1p(strokes / 1000.0)
    return jnp.mean(force_peaks) * (1.0 + fatigue)


def main():
    rng = np.random.default_rng(149)
    for hour in range(4):
        log = make_log(rng)
        peaks = rng.normal(310.0, 6.0, size=32).astype(np.float32)
        strokes = strokes_since_service(log, from_plc=hour % 2 == 0)
        print(hour, type(strokes).__name__, round(float(die_wear_index(peaks, strokes)), 2))


if __name__ == "__main__":
    main()
