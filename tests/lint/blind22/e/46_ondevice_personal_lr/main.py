import numpy as np

from personal import OnDevicePersonaliser

N_FEAT, EVENTS = 10, 24


def day_events(day):
    rng = np.random.default_rng(day)
    feats = rng.standard_normal((EVENTS, N_FEAT)).astype(np.float32)
    labels = (feats[:, 0] + 0.5 * rng.standard_normal(EVENTS) > 0).astype(np.float32)
    return feats, labels


def main():
    dev = OnDevicePersonaliser(N_FEAT)
    for day in range(7):
        print(day, round(dev.nightly_update(*day_events(day)), 4))


if __name__ == "__main__":
    main()
