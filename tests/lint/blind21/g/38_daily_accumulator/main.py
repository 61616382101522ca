import numpy as np

from accumulator import init_state, update_state


def main():
    rng = np.random.default_rng(5)
    state = init_state()
    for day in range(7):
        diffs = rng.normal(0.05, 1.0, size=128).astype(np.float32)
        state = update_state(state, diffs)
        print(f"day {day}: n={int(state['n'])} z={float(state['z']):.3f}")


if __name__ == "__main__":
    main()
