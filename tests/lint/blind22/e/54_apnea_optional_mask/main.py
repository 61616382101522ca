import numpy as np

from detector import desaturation_events

N = 3600  # one hour at 1 Hz


def night_hours(n, seed=0):
    rng = np.random.default_rng(seed)
    for h in range(n):
        spo2 = 96 + rng.standard_normal(N).cumsum() * 0.05
        for s in rng.integers(0, N - 30, 8):
            spo2[s:s + 20] -= 4.0
        spo2 = spo2.astype(np.float32)
        # finger probe drops out in some hours; those samples are flagged by the device
        if h % 2:
            valid = (rng.random(N) > 0.05).astype(np.float32)
        else:
            valid = None
        yield spo2, valid


def main():
    odi = [float(desaturation_events(spo2, valid)) for spo2, valid in night_hours(6)]
    print("ODI per hour", np.round(odi, 1))


if __name__ == "__main__":
    main()
