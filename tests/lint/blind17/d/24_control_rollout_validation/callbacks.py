import numpy as np

from sim import trajectory_cost


class ValidationCallback:
    def __init__(self, x0_val, target, every=3):
        self.x0_val = x0_val
        self.target = target
        self.every = every
        self.history = []

    def __call__(self, step, controls):
        if step % self.every:
            return
        cost = trajectory_cost(controls, self.x0_val, self.target)
        self.history.append((step, float(cost)))
        print(f"[val] step {step}: {float(cost):.4f}")
