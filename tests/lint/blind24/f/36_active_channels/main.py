import numpy as np

from modal import fdd_first_mode
from qc import healthy_channels

FS = 64.0
N_CH = 8


def hourly_block(hour, rng):
    t = np.arange(4096) / FS
    shape = np.sin(np.pi * (np.arange(N_CH) + 1) / (N_CH + 1))
    x = np.outer(np.sin(2 * np.pi * 1.45 * t + rng.uniform(0, 6)), shape) + rng.normal(0, 0.3, (4096, N_CH))
    if hour % 5 == 2:
        x[:, 3] = 0.0            # cable fault
    if hour % 7 == 4:
        x[:, 6] = np.clip(x[:, 6] * 20, -5, 5)  # saturated channel
    return x.astype(np.float32)


def main():
    rng = np.random.default_rng(5)
    freqs = np.fft.rfftfreq(256, 1 / FS)
    for hour in range(12):
        block = hourly_block(hour, rng)
        chans = healthy_channels(block)
        s1 = np.asarray(fdd_first_mode(block, channels=chans))
        print(f"hour {hour:2d}: {len(chans)} channels, first mode {freqs[np.argmax(s1[2:]) + 2]:.2f} Hz")


if __name__ == "__main__":
    main()
