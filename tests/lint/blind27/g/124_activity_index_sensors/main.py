import numpy as np

from fusion import fused_activity


def tank_channels(rng, has_pressure):
    co2 = rng.normal(5, 1, 48).astype(np.float32)
    temp = rng.normal(20, 0.5, 48).astype(np.float32)
    density = rng.normal(1.05, 0.01, 48).astype(np.float32)
    chans = [co2, temp, -density]
    if has_pressure:
        chans.append(rng.normal(1.2, 0.1, 48).astype(np.float32))
    return chans


def main():
    rng = np.random.default_rng(0)
    for tank, closed in [("T1", True), ("T2", False), ("T3", True), ("T4", False)]:
        idx = np.asarray(fused_activity(*tank_channels(rng, closed)))
        print(f"{tank}: peak activity at hour {int(idx.argmax())}")


if __name__ == "__main__":
    main()
