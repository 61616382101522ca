import numpy as np

import checkpoint
from state import fresh_state
from train import polar_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 5)).astype(np.float32)
    y = (18 + 4 * x[:, 0] + 2 * x[:, 1]).astype(np.float32) / 10
    state = fresh_state(5)
    for step in range(10):
        state, loss = polar_step(state, x, y)
    checkpoint.save("fryer_line_2", state)
    print("before restart", float(loss))

    state = checkpoint.restore("fryer_line_2")
    for step in range(10):
        state, loss = polar_step(state, x, y)
    print("after restart", float(loss))


if __name__ == "__main__":
    main()
