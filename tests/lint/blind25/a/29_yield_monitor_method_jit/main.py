import numpy as np

from monitor import YieldMonitor


def combine_logs(n_passes, n_points=200, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_passes):
        yield {
            "flow": rng.uniform(8, 14, n_points).astype(np.float32),
            "speed": rng.uniform(1.5, 2.2, n_points).astype(np.float32),
            "moisture": rng.uniform(14, 22, n_points).astype(np.float32),
        }


def main():
    monitor = YieldMonitor(header_width_m=9.1)
    for i, log in enumerate(combine_logs(5)):
        y = monitor.process_pass(log)
        print(f"pass {i}: mean dry yield {float(y.mean()):.2f} t/ha")


if __name__ == "__main__":
    main()
