import numpy as np

from identification import pick_modes
from tracking import match_to_reference

N_SENS = 7
REF_F = np.array([1.12, 3.41, 4.05, 6.80], np.float32)


def ref_shapes():
    x = np.linspace(0, 1, N_SENS)
    return np.stack([np.sin(np.pi * x), np.sin(2 * np.pi * x), np.cos(np.pi * x), np.sin(3 * np.pi * x)]).astype(np.float32)


def daily_spectrum(day, rng):
    freq = np.linspace(0.2, 8.0, 400)
    psd = np.full_like(freq, 1.0) + rng.exponential(0.3, freq.size)
    shapes = rng.normal(0, 0.1, (freq.size, N_SENS))
    for f0, phi in zip(REF_F * (1 + rng.normal(0, 0.005, 4)), ref_shapes()):
        amp = rng.uniform(3, 12)
        psd += amp / (1 + ((freq - f0) / 0.02) ** 2)
        near = np.abs(freq - f0) < 0.05
        shapes[near] += phi
    return freq, psd, shapes


def main():
    rng = np.random.default_rng(21)
    ref_phi = ref_shapes()
    for day in range(8):
        f, phi = pick_modes(*daily_spectrum(day, rng))
        tracked, mac = match_to_reference(REF_F, ref_phi, f, phi)
        print(f"day {day}: {len(f)} peaks, tracked {np.round(np.asarray(tracked), 3)}, MAC {np.round(np.asarray(mac), 2)}")


if __name__ == "__main__":
    main()
