import os
import tempfile

import numpy as np

from controller import update_cluster_state
from state_io import load_state, save_state


def daily_measurements(day, rng):
    return {
        "cd_error": np.float32(rng.normal(0.5, 0.3)),
        "focus_error": np.float32(rng.normal(0.01, 0.005)),
        "overlay": rng.normal(0, 1.0, 4).astype(np.float32),
    }


def main():
    rng = np.random.default_rng(0)
    gains = np.array([0.3, 0.3, 0.5], np.float32)
    path = os.path.join(tempfile.mkdtemp(), "scanner_state.json")
    save_state(path, {"focus": np.float32(0.0), "dose": np.float32(0.0), "overlay": np.zeros(4, np.float32)})
    for day in range(6):
        state = load_state(path)
        for lot in range(3):
            state = update_cluster_state(state, daily_measurements(day, rng), gains)
        save_state(path, state)
        print(f"day {day}: dose {float(state['dose']):+.3f}% focus {float(state['focus']) * 1e3:+.1f} nm")


if __name__ == "__main__":
    main()
