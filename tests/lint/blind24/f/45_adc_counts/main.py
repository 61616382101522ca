import numpy as np
import jax
import jax.numpy as jnp

from logger import LOGGERS, read_counts, to_acceleration


@jax.jit
def peak_and_band_rms(acc):
    spec = jnp.fft.rfft(acc - acc.mean())
    f = jnp.fft.rfftfreq(acc.shape[0], 0.01)
    band = (f > 1.0) & (f < 5.0)
    rms_band = jnp.sqrt(2 * jnp.sum(jnp.abs(spec) ** 2 * band)) / acc.shape[0]
    return jnp.max(jnp.abs(acc)), rms_band


def main():
    rng = np.random.default_rng(0)
    for name in LOGGERS:
        counts, cfg = read_counts(name, rng)
        peak, rms = peak_and_band_rms(to_acceleration(counts, cfg))
        print(f"{name} ({counts.dtype}): peak {float(peak) * 1e3:.2f} mg, 1-5 Hz rms {float(rms) * 1e3:.2f} mg")


if __name__ == "__main__":
    main()
