import numpy as np

from monitor import cusum_update, fresh_state

TARGET = 0.0
SLACK = 0.5


def hourly_batches(seed=121, hours=6, size=60):
    rng = np.random.default_rng(seed)
    for h in range(hours):
        drift = 0.6 if h >= 3 else 0.0
        yield h, rng.normal(drift, 1.0, size).astype(np.float32)


def main():
    state = fresh_state()
    for hour, batch in hourly_batches():
        state = cusum_update(state, batch, TARGET, SLACK)
        print(f"hour {hour}: upper={float(state.upper):.2f} alarms={int(state.alarms)}")


if __name__ == "__main__":
    main()
