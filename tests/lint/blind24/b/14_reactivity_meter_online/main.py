import numpy as np

from meter import ReactivityMeter


def read_channel(n=30, seed=2):
    rng = np.random.default_rng(seed)
    t = np.cumsum(rng.uniform(0.09, 0.11, n))
    p = (1.0 + 0.02 * t + rng.normal(0, 1e-4, n)).astype(np.float32)
    return t, p


def main():
    t, p = read_channel()
    meter = ReactivityMeter(p0=float(p[0]))
    for ti, pi in zip(t[1:], p[1:]):
        rho = meter.update(ti, pi)
    print(f"final reactivity {float(rho) * 1e5:.1f} pcm")


if __name__ == "__main__":
    main()
