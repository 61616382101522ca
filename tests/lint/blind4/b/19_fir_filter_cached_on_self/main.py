import numpy as np
import jax.numpy as jnp

from filters import FIRFilter


def synth_frame(rng, n=256, fs=1000.0):
    t = np.arange(n) / fs
    clean = np.sin(2 * np.pi * 12 * t)
    return (clean + 0.3 * rng.standard_normal(n)).astype(np.float32)


def main():
    rng = np.random.default_rng(1)
    lowpass = FIRFilter(cutoff=0.05)
    energies = []
    for i in range(6):
        frame = jnp.asarray(synth_frame(rng))
        smoothed = lowpass(frame)
        energies.append(float(jnp.mean(smoothed ** 2)))
    print("frame energies", np.round(energies, 4))


if __name__ == "__main__":
    main()
