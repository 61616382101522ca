import numpy as np

from kalman import constant_velocity, initial_state, kalman_step


def gps_track(rng, n=10):
    pos = np.cumsum(np.full(n, 1.5)) + rng.normal(0, 0.7, n)
    return pos.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    obs = gps_track(rng)
    F, H, Q, R = constant_velocity()
    state = initial_state(obs[0])
    for t, z in enumerate(obs[1:], start=1):
        state = kalman_step(state, z[None], F, H, Q, R)
        print(f"t={t} pos {float(state.x[0]):.2f} vel {float(state.x[1]):.2f}")


if __name__ == "__main__":
    main()
