import numpy as np

from detector import SpectralResidualDetector

WINDOW = 128


def kpi_windows(rng, n):
    t = np.arange(WINDOW)
    for i in range(n):
        w = np.sin(2 * np.pi * t / 32) + 0.1 * rng.standard_normal(WINDOW)
        if i == 2:
            w[70] += 4.0
        yield w.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    det = SpectralResidualDetector()
    for i, w in enumerate(kpi_windows(rng, 5)):
        z = np.asarray(det.score(w))
        print(f"window {i}: max z {z.max():.2f} at {int(z.argmax())}")


if __name__ == "__main__":
    main()
