import jax.numpy as jnp
import numpy as np

from psd import power_spectrum

FS = 500.0
METHODS = ("periodogram", "welch")


def vibration_records(n=4, length=2048, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length) / FS
    for i in range(n):
        f = 40 + 15 * i
        yield f, (np.sin(2 * np.pi * f * t) + rng.standard_normal(length)).astype(np.float32)


def main():
    for true_f, x in vibration_records():
        peaks = {}
        for method in METHODS:
            freqs, spec = power_spectrum(jnp.asarray(x), FS, method=method)
            peaks[method] = float(freqs[int(jnp.argmax(spec))])
        print(f"true {true_f:.0f} Hz -> " + ", ".join(f"{m}: {p:.1f} Hz" for m, p in peaks.items()))


if __name__ == "__main__":
    main()
