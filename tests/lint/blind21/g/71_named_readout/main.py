import numpy as np

from readout import summarize

EXPERIMENT = "checkout-redesign"


def main():
    rng = np.random.default_rng(161)
    for day in range(1, 6):
        c = rng.normal(30.0, 8.0, 250).astype(np.float32)
        t = rng.normal(30.6, 8.0, 250).astype(np.float32)
        diff, se = summarize(c, t, label=f"{EXPERIMENT}/day{day}")
        print(f"day {day}: diff={float(diff):+.3f} se={float(se):.3f}")


if __name__ == "__main__":
    main()
