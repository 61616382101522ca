import numpy as np

from fusion import activity_index, CHANNELS


def tank_stack(rng, has_pressure):
    stack = np.zeros((len(CHANNELS), 48), np.float32)
    stack[0] = rng.normal(5, 1, 48)
    stack[1] = rng.normal(20, 0.5, 48)
    stack[2] = -rng.normal(1.05, 0.01, 48)
    present = np.array([1, 1, 1, 0], np.float32)
    if has_pressure:
        stack[3] = rng.normal(1.2, 0.1, 48)
        present[3] = 1.0
    return stack, present


def main():
    rng = np.random.default_rng(0)
    for tank, closed in [("T1", True), ("T2", False), ("T3", True), ("T4", False)]:
        idx = np.asarray(activity_index(*tank_stack(rng, closed)))
        print(f"{tank}: peak activity at hour {int(idx.argmax())}")


if __name__ == "__main__":
    main()
