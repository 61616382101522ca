import numpy as np

from buffer import RingBuffer
from spectral import welch_psd, NSEG

FS = 128.0


def acquire_block(k, rng, n=256, ch=3):
    t = (k * n + np.arange(n)) / FS
    modes = [1.9, 5.4, 11.2]
    x = sum(np.sin(2 * np.pi * f * t + p)[:, None] * a for f, p, a in zip(modes, (0, 1, 2), (1.0, 0.4, 0.2)))
    return (x + rng.normal(0, 0.5, (n, ch))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    buf = RingBuffer(capacity=8 * NSEG, channels=3)
    freqs = np.fft.rfftfreq(NSEG, 1 / FS)
    for k in range(40):
        buf.push(acquire_block(k, rng))
        if k % 4 == 3:
            psd = np.asarray(welch_psd(buf.ordered()))
            peak = freqs[1 + np.argmax(psd[1:, 0])]
            print(f"block {k:2d} (filled {buf.filled:4d}): dominant peak {peak:.2f} Hz")


if __name__ == "__main__":
    main()
