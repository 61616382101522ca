import numpy as np

from meters import peak_and_rms_dbfs
from wav import read_pcm

DELIVERY = ["dx_16.wav", "mx_24.wav", "fx_24.wav", "guide_8.wav", "dx2_16.wav"]


def main():
    rng = np.random.default_rng(0)
    for path in DELIVERY:
        pcm, fs = read_pcm(path, rng)
        peak, rms = peak_and_rms_dbfs(pcm, fs)
        print(path, round(float(peak), 2), round(float(rms), 2))


if __name__ == "__main__":
    main()
