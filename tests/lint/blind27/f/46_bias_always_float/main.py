import numpy as np

from reconcile import f1_factor, RollingBias


def main():
    rng = np.random.default_rng(51)
    bias = RollingBias()
    for month in range(8):
        g = rng.lognormal(0.2, 0.3, size=200).astype(np.float32)
        t = rng.uniform(9000, 11000, size=200).astype(np.float32)
        mg = (g[:40] * rng.normal(1.04, 0.02, size=40)).astype(np.float32)
        mt = (t[:40] * 5.0).astype(np.float32)
        f = f1_factor(g, t, mg, mt, bias.value)
        bias.push(f)
        print(f"month {month}: F1 {float(f):.3f}")


if __name__ == "__main__":
    main()
