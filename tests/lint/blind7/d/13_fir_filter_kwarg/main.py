import jax.numpy as jnp
import numpy as np

from filters import design_lowpass, fir_filter

FS = 1000.0


def noisy_tone(rng, n=512):
    t = np.arange(n) / FS
    return jnp.asarray(np.sin(2 * np.pi * 12 * t) + 0.5 * rng.normal(size=n), dtype=jnp.float32)


def denoise(x, taps):
    return fir_filter(x, taps)


def denoise_with_gain(x, taps, gain):
    return fir_filter(x, taps, gain=gain)


def main():
    rng = np.random.default_rng(0)
    taps = design_lowpass(40.0, FS)
    for i in range(4):
        x = noisy_tone(rng)
        y = denoise(x, taps)
        z = denoise_with_gain(x, taps, 2.0)
        print(i, float(jnp.std(y)), float(jnp.std(z)))


if __name__ == "__main__":
    main()
