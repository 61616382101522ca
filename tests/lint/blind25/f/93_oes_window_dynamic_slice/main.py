import numpy as np

from window import main_etch_window_stats


def oes_with_steps(wafer, rng, n=300):
    start = int(rng.integers(30, 120))  # breakthrough step length varies with native oxide
    t = np.arange(n)
    a = 1.0 + 0.3 * (t > start) - 0.002 * np.clip(t - start, 0, None) + rng.normal(0, 0.01, n)
    b = 0.8 + 0.1 * (t > start) + rng.normal(0, 0.01, n)
    return np.stack([a, b], 1).astype(np.float32), start


def main():
    rng = np.random.default_rng(3)
    for wafer in range(8):
        trace, start = oes_with_steps(wafer, rng)
        mean_ratio, slope = main_etch_window_stats(trace, start)
        print(f"wafer {wafer}: main etch starts at {start}, ratio {float(mean_ratio):.3f}, drift {float(slope) * 1e3:.2f}/ks")


if __name__ == "__main__":
    main()
