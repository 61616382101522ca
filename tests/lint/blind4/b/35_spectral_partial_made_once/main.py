from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def band_energy(frames, fs, lo, hi):
    spec = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    freqs = jnp.fft.rfftfreq(frames.shape[-1], 1.0 / fs)
    band = (freqs >= lo) & (freqs < hi)
    return jnp.sum(spec * band, axis=-1) / jnp.sum(spec, axis=-1)


def main():
    rng = np.random.default_rng(0)
    alpha_power = jax.jit(partial(band_energy, fs=256.0, lo=8.0, hi=13.0))
    for subject in range(5):
        t = np.arange(4 * 256) / 256.0
        eeg = np.sin(2 * np.pi * (9 + subject) * t) + rng.standard_normal(t.size)
        frames = jnp.asarray(eeg.reshape(8, 128), jnp.float32)
        print(f"subject {subject}: alpha ratio {float(alpha_power(frames).mean()):.3f}")


if __name__ == "__main__":
    main()
