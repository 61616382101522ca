import numpy as np

from braking import BrakingModel

TRAINS = [("ICE 571", 0.9), ("RE 4412", 0.7), ("IC 2023", 0.8), ("RB 31", 0.7), ("ICE 805", 0.9)]


def main():
    rng = np.random.default_rng(0)
    for name, decel in TRAINS:
        model = BrakingModel(decel, 2.0)
        speeds = rng.uniform(60, 250, 16).astype(np.float32)
        grad = rng.uniform(-12, 12, 16).astype(np.float32)
        d = model.stopping_distance(speeds, grad)
        print(name, f"max {float(d.max()):.0f} m")


if __name__ == "__main__":
    main()
