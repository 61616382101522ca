import numpy as np


class MassLogger:
    def __init__(self, every):
        self.every = every

    def __call__(self, step, state):
        if step % self.every == 0:
            mass = float(np.sum(np.asarray(state["tracer"])))
            # keep the diagnostics next to the state so checkpoints include them
            state["mass"] = np.float32(mass)
            print(f"step {step}: t={float(state['time']):.1f} s, tracer mass {mass:.4f}")
        return state
