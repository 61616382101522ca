import numpy as np

from detectors import detector_for

# thresholds tuned per wearer during onboarding
WEARERS = {"w01": (2.5, 2.0), "w02": (2.8, 2.0), "w03": (2.2, 1.5), "w04": (2.6, 2.5)}


def event_window(seed, fs=50, seconds=6):
    rng = np.random.default_rng(seed)
    n = fs * seconds
    acc = 0.02 * rng.standard_normal((n, 3)) + np.array([0, 0, 1.0])
    acc[100:105] *= 3.0
    return acc.astype(np.float32)


def main():
    for day in range(2):
        for i, (wearer, (impact_g, still_s)) in enumerate(WEARERS.items()):
            fell = bool(detector_for(impact_g, still_s)(event_window(day * 10 + i)))
            print(day, wearer, fell)


if __name__ == "__main__":
    main()
