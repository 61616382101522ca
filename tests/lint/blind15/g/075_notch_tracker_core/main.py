import numpy as np

from design import estimate_hum, notch_coefficients
from iir import biquad

FS = 1000.0


def ecg_chunks(rng, n_chunks, n=1000):
    t = np.arange(n) / FS
    for c in range(n_chunks):
        hum = 50.0 + 0.7 * c
        beat = np.exp(-((t * 1.2) % 1 - 0.3) ** 2 / 0.001)
        yield (beat + 0.3 * np.sin(2 * np.pi * hum * t) + 0.02 * rng.standard_normal(n)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for c, chunk in enumerate(ecg_chunks(rng, 5)):
        f0 = estimate_hum(chunk, FS)
        b, a = notch_coefficients(f0, FS)
        clean = np.asarray(biquad(chunk, b=b, a=a))
        print(f"chunk {c}: hum {f0:.1f} Hz, residual std {clean.std():.3f}")


if __name__ == "__main__":
    main()
