import numpy as np


class Recorder:
    def __init__(self, every):
        self.every = every
        self.rows = []

    def __call__(self, step, state):
        if step % self.every == 0:
            susp = float(np.sum(np.asarray(state["conc"])))
            self.rows.append({"step": step, "suspended": susp, "bed": float(state["bed_mass"])})
            print(f"step {step}: suspended {susp:.4f} kg/m2 (x dz), bed {float(state['bed_mass']):.4f} kg/m2")
