import numpy as np

from mpc import MPCController

if __name__ == "__main__":
    ctrl = MPCController()
    x = np.array([2.0, 0.0], np.float32)
    for t in range(8):
        u = ctrl.act(x)
        x = (ctrl.A @ x + ctrl.B[:, 0] * u).astype(np.float32)
        print(t, u, x)
