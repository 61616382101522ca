import numpy as np

from heating import specimen_temperature

# stepwise stress-amplitude ladder: hysteresis heat rises sharply above the fatigue limit
LADDER = [(0.20, 600.0), (0.30, 600.0), (0.40, 900.0), (0.50, 900.0), (0.60, 1200.0)]


def hysteresis_heat(stress_ratio):
    return 2.0 * stress_ratio + 40.0 * max(0.0, stress_ratio - 0.35) ** 1.5


def main():
    for s, dur in LADDER:
        ts, T = specimen_temperature(dur, hysteresis_heat(s), 22.0)
        T = np.asarray(T)
        print(f"sigma/UTS {s:.2f}: stabilised dT {T[-1] - 22.0:5.2f} K after {dur:.0f} s")


if __name__ == "__main__":
    main()
