import numpy as np

from diagnostics import Recorder
from model import initial_column, resuspension_step


def main():
    state = initial_column()
    rec = Recorder(every=60)
    for step in range(240):
        tau = np.float32(0.25 * abs(np.sin(2 * np.pi * step / 120)))
        state = resuspension_step(state, tau, 10.0, 0.25)
        rec(step, state)
    print("records:", len(rec.rows))


if __name__ == "__main__":
    main()
