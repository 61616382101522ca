import jax
import jax.numpy as jnp
import numpy as np

from profiles import USERS

FS = 32.0
WIN = 256


@jax.jit
def estimate_hr(window, band):
    x = window - jnp.mean(window)
    x = x * jnp.hanning(WIN)
    spec = jnp.abs(jnp.fft.rfft(x)) ** 2
    freqs = jnp.fft.rfftfreq(WIN, d=1.0 / FS)
    lo, hi = band[0], band[1]
    spec = jnp.where((freqs >= lo) & (freqs <= hi), spec, 0.0)
    return 60.0 * freqs[jnp.argmax(spec)]


def ppg_stream(seed, n_windows):
    rng = np.random.default_rng(seed)
    t = np.arange(WIN) / FS
    for _ in range(n_windows):
        f = rng.uniform(1.0, 2.0)
        yield (np.sin(2 * np.pi * f * t) + 0.3 * rng.standard_normal(WIN)).astype(np.float32)


def main():
    for i, user in enumerate(USERS):
        band = jnp.asarray(user.hr_band_hz(), dtype=jnp.float32)
        hrs = [float(estimate_hr(w, band)) for w in ppg_stream(i, 5)]
        print(user.user_id, np.round(np.mean(hrs), 1))


if __name__ == "__main__":
    main()
