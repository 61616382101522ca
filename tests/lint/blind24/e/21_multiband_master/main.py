import numpy as np

from dsp import multiband_compress, split_bands
from presets import BROADCAST, PODCAST


def master(signal, preset):
    bands = split_bands(signal, preset["edges"])
    return multiband_compress(bands, preset["thresholds"], preset["ratio"])


def main():
    rng = np.random.default_rng(0)
    for i in range(3):
        sig = (0.5 * rng.standard_normal(2048)).astype(np.float32)
        a = master(sig, BROADCAST)
        b = master(sig, PODCAST)
        print(i, float(np.abs(a).max()), float(np.abs(b).max()))


if __name__ == "__main__":
    main()
