from dataclasses import replace

import numpy as np

from pedometer import PedometerState, count_steps

FS = 50
MINUTE = 60 * FS


def minute_of_walking(seed, cadence_hz):
    rng = np.random.default_rng(seed)
    t = np.arange(MINUTE) / FS
    vert = 1.0 + 0.6 * np.sin(2 * np.pi * cadence_hz * t)
    acc = np.stack([0.1 * rng.standard_normal(MINUTE), 0.1 * rng.standard_normal(MINUTE), vert], -1)
    return acc.astype(np.float32)


def main():
    state = PedometerState(fs=float(FS))
    for minute in range(5):
        acc = minute_of_walking(minute, cadence_hz=1.6 + 0.1 * minute)
        n = int(count_steps(state, acc))
        state = replace(state, total_steps=state.total_steps + n)
        print(minute, n, state.total_steps)


if __name__ == "__main__":
    main()
