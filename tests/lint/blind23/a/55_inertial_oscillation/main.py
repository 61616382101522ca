import numpy as np

from dynamics import inertial_step
from state import start


def main():
    rng = np.random.default_rng(0)
    state = start(rng.normal(5, 1, size=(20, 20)).astype(np.float32), np.zeros((20, 20), np.float32))
    for _ in range(12):
        state = inertial_step(state, 1e-5)
        speed = np.hypot(np.asarray(state.u), np.asarray(state.v)).mean()
        print(f"+{state.hour:02d}h mean speed {speed:.3f}")


if __name__ == "__main__":
    main()
