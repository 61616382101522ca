import numpy as np

from column import diffuse_column
from state import initial_state


def main():
    state = initial_state()
    hours = np.arange(48)
    flux = 0.0005 * np.sin(2 * np.pi * hours / 24)
    for h, f in zip(hours, flux):
        kappa = 0.05 if h % 24 < 12 else 0.01
        state = diffuse_column(state, kappa, float(f), 3600.0 / 3600)
    print(float(state.time_s), np.round(np.asarray(state.temperature), 2))


if __name__ == "__main__":
    main()
