import numpy as np

from norm import dataset_stats, standardize_imu


def main():
    rng = np.random.default_rng(0)
    for subject in range(4):
        windows = (rng.normal(size=(20, 50, 6)) * (1 + subject) + subject).astype(np.float32)
        stats = dataset_stats(windows)
        z = np.asarray(standardize_imu(windows, stats=stats))
        print(subject, round(float(z.mean()), 4), round(float(z.std()), 4))


if __name__ == "__main__":
    main()
