import numpy as np

from state import initial_state
from filter import kalman_update


def main():
    rng = np.random.default_rng(9)
    st = initial_state()
    for day in range(14):
        obs = np.array([0.5 + 0.45 * day, (70 - 3 * day) * 0.0035], np.float32)
        obs = obs + rng.normal(scale=[0.2, 0.005]).astype(np.float32)
        st = kalman_update(st, obs)
        print(f"day {day:2d}: acetic {float(st.mean[0]):.2f} ethanol {float(st.mean[1]):.2f} sucrose {float(st.mean[2]):.1f}")


if __name__ == "__main__":
    main()
