import numpy as np

from estimator import make_displacement_filter

FS = 100.0
N = 1000


def midspan_record(seed):
    rng = np.random.default_rng(seed)
    t = np.arange(N) / FS
    true_disp = 0.004 * np.sin(2 * np.pi * 1.8 * t) * np.exp(-0.1 * t)
    acc = np.gradient(np.gradient(true_disp, 1 / FS), 1 / FS) + rng.normal(0, 0.02, N)
    has = (np.arange(N) % 10 == 0).astype(np.float32)
    disp = true_disp + rng.normal(0, 2e-4, N)
    return acc.astype(np.float32), disp.astype(np.float32), has, true_disp


def main():
    run_filter = make_displacement_filter(dt=1 / FS, q_acc=0.05, r_disp=4e-8)
    for hour in range(6):
        acc, disp, has, truth = midspan_record(hour)
        est = np.asarray(run_filter(acc, disp, has))
        rmse = np.sqrt(np.mean((est - truth) ** 2))
        print(f"hour {hour}: displacement RMSE {rmse * 1e3:.3f} mm")


if __name__ == "__main__":
    main()
