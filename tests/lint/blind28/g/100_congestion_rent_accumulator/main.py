import numpy as np

from settlement import accumulate_congestion_rent


def interval_data(rng):
    lmp_a = rng.uniform(25, 40, 8).astype(np.float32)
    lmp_b = lmp_a + rng.uniform(0, 15, 8).astype(np.float32)
    flow = rng.uniform(0, 300, 8).astype(np.float32)
    return lmp_a, lmp_b, flow


def main():
    rng = np.random.default_rng(290)
    total = 0
    for k in range(12):
        a, b, f = interval_data(rng)
        total = accumulate_congestion_rent(total, a, b, f)
    print("hourly congestion rent", round(float(total), 2))


if __name__ == "__main__":
    main()
