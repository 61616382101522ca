import numpy as np

from analyzer import bands_for, octave_band_levels


def main():
    rng = np.random.default_rng(0)
    rates = np.array([48000, 48000, 44100, 48000], dtype=np.int64)
    for sr in rates:
        x = rng.standard_normal(4096).astype(np.float32)
        power = (np.abs(np.fft.rfft(x)) ** 2).astype(np.float32)
        freqs = np.fft.rfftfreq(4096, 1 / sr).astype(np.float32)
        levels = octave_band_levels(power, freqs, n_bands=bands_for(sr))
        print(int(sr), np.round(np.asarray(levels), 1).tolist())


if __name__ == "__main__":
    main()
