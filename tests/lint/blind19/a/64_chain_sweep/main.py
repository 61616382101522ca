import jax.numpy as jnp
import numpy as np

from chain import make_simulator

STIFFNESS_SWEEP = [0.5, 1.0, 2.0, 4.0, 8.0]


def dominant_frequency(signal, dt=0.01):
    spec = np.abs(np.fft.rfft(np.asarray(signal) - np.mean(signal)))
    freqs = np.fft.rfftfreq(len(signal), dt)
    return freqs[np.argmax(spec)]


def main():
    x0 = jnp.exp(-((jnp.arange(64) - 32.0) ** 2) / 8.0)
    simulate = make_simulator()
    for k in STIFFNESS_SWEEP:
        probe = simulate(x0, k)
        print(f"k={k:4.1f} f={dominant_frequency(probe):.3f}")


if __name__ == "__main__":
    main()
