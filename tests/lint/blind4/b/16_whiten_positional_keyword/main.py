import numpy as np
import jax.numpy as jnp

from dsp.calibration import estimate_floor
from dsp.spectral import whiten


def frames_from(signal, n=128):
    return signal[: len(signal) // n * n].reshape(-1, n)


def main():
    rng = np.random.default_rng(0)
    noise = jnp.asarray(frames_from(rng.standard_normal(1024).astype(np.float32)))
    floor = estimate_floor(noise)
    for i in range(4):
        sig = np.sin(np.linspace(0, 40 * (i + 1), 1024)) + 0.2 * rng.standard_normal(1024)
        out = whiten(jnp.asarray(frames_from(sig.astype(np.float32))), floor)
        print(f"capture {i}: rms={float(jnp.sqrt(jnp.mean(out ** 2))):.4f}")


if __name__ == "__main__":
    main()
