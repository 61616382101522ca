import numpy as np

from tracker import ModeShapeTracker

N_SENSORS = 9


def identified_shape(day, rng):
    x = np.linspace(0, 1, N_SENSORS + 2)[1:-1]
    phi = np.sin(np.pi * x)
    if day >= 10:
        phi = phi * (1 - 0.15 * np.exp(-((x - 0.3) / 0.08) ** 2))
    phi = phi + rng.normal(0, 0.01, N_SENSORS)
    return (phi / np.linalg.norm(phi)).astype(np.float32)


def main():
    rng = np.random.default_rng(6)
    tracker = ModeShapeTracker(alpha=0.05)
    for day in range(14):
        mac = tracker.observe(identified_shape(day, rng))
        print(f"day {day:2d}: MAC vs reference {float(mac):.5f}")


if __name__ == "__main__":
    main()
