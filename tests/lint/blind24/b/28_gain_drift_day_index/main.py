import numpy as np

from drift import correct_spectrum


def daily_spectrum(day, rng, n_ch=1024):
    ch = np.arange(n_ch)
    gain = 1.0 + 0.0015 * day
    peak_pos = 661.7 / gain
    s = 400 * np.exp(-0.5 * ((ch - peak_pos) / 6) ** 2) + 30 * np.exp(-ch / 400)
    return rng.poisson(s).astype(np.float32)


def main():
    rng = np.random.default_rng(12)
    for day in range(0, 15):
        spec = daily_spectrum(day, rng)
        corrected, peak = correct_spectrum(spec, day, 0.0015, 662.0)
        print(f"day {day:2d}: Cs-137 peak at channel {int(peak)}")


if __name__ == "__main__":
    main()
