import numpy as np
import jax.numpy as jnp

from dsp import log_spectrogram

SAMPLE_RATE = 8000


def load_recordings(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        duration = rng.uniform(0.1, 0.3)
        t = np.arange(int(duration * SAMPLE_RATE)) / SAMPLE_RATE
        f0 = rng.uniform(200, 1200)
        yield f"rec_{i:03d}.wav", np.sin(2 * np.pi * f0 * t).astype(np.float32)


def peak_bins(spec):
    return jnp.argmax(spec.mean(axis=0))


def main():
    for name, audio in load_recordings(6):
        spec = log_spectrogram(jnp.asarray(audio))
        print(name, spec.shape, "peak bin", int(peak_bins(spec)))


if __name__ == "__main__":
    main()
