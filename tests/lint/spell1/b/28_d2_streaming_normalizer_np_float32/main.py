import numpy as np

from pipeline import SensorPipeline


def sensor_windows(n_windows, size=16, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_windows):
        yield (20.0 + 3.0 * rng.normal(size=size)).astype(np.float32)


def main():
    pipe = SensorPipeline()
    for i, window in enumerate(sensor_windows(6)):
        z = np.asarray(pipe.process(window))
        print(f"window {i}: z range [{z.min():+.2f}, {z.max():+.2f}]")


if __name__ == "__main__":
    main()
