import numpy as np

from ring import N_BINS, empty_ring, push_and_average


def pings(n, seed=0):
    rng = np.random.default_rng(seed)
    depth = np.arange(N_BINS)[:, None]
    for k in range(n):
        tide = 0.4 * np.sin(2 * np.pi * k / 745.0)
        u = tide * np.exp(-depth / 30) + rng.normal(0, 0.08, (N_BINS, 1))
        v = 0.05 + rng.normal(0, 0.08, (N_BINS, 1))
        yield k, np.concatenate([u, v], 1).astype(np.float32)


def main():
    ring = empty_ring()
    for k, ping in pings(150):
        ring, mean = push_and_average(ring, ping)
        if k % 30 == 29:
            sp = np.hypot(*np.asarray(mean).T)
            print(f"ping {k + 1}: surface {sp[0]:.3f} m/s, bottom {sp[-1]:.3f} m/s")


if __name__ == "__main__":
    main()
