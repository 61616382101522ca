import numpy as np

from filter import assimilate, initial_state

L, MU = 180.0, 95.0


def daily_frequency(day, rng):
    T = 4200.0 - 1.5 * day + (60.0 if day > 20 else 0.0)   # kN; retensioning after day 20
    f = np.sqrt(T * 1e3 / MU) / (2 * L)
    return np.float32(f + rng.normal(0, 0.002))


def main():
    rng = np.random.default_rng(0)
    state = initial_state(4150.0)
    for day in range(30):
        state = assimilate(state, daily_frequency(day, rng), L, MU)
        if day % 5 == 4:
            print(f"day {day}: tension {float(state[0][0]):7.1f} kN, drift {float(state[0][1]):+.2f} kN/day")


if __name__ == "__main__":
    main()
