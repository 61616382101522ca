import numpy as np

from model import picker_error


class HoldoutMonitor:
    """Keeps the analyst-reviewed picks seen so far and reports the picker error on them."""

    def __init__(self):
        self.x, self.t = [], []

    def add(self, x, t):
        self.x.append(x)
        self.t.append(t)

    def __call__(self, step, w):
        x = np.concatenate(self.x)
        t = np.concatenate(self.t)
        err = float(picker_error(w, x, t))
        print(f"step {step}: holdout pick error {err:.3f} s on {len(t)} picks")
