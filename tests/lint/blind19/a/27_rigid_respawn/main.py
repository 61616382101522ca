import numpy as np

from bodies import initial_state, respawn
from integrator import integrate


def main():
    state = initial_state(12)
    for frame in range(9):
        state = integrate(state, 0.05)
        if frame % 3 == 2:
            gone = np.asarray(state[0][:, 1]) < -1.0
            state = respawn(state, gone, seed=frame)
            print(f"frame {frame} respawned={int(gone.sum())}")


if __name__ == "__main__":
    main()
