import jax
import numpy as np

from thermostat import thermostat_step


class BerendsenRun:
    def __init__(self, n_atoms, target_t=1.0, tau=0.1, dt=0.005, seed=0):
        rng = np.random.default_rng(seed)
        self.vel = rng.normal(scale=1.5, size=(n_atoms, 3)).astype(np.float32)
        self.target_t = target_t
        self.tau = tau
        self.dt = dt
        self.scale = 1.0

    def run(self, n_steps):
        for i in range(n_steps):
            self.vel, self.scale, t_inst = thermostat_step(
                self.vel, self.scale, self.target_t, self.tau, self.dt)
            if i % 2 == 0:
                print(f"step {i} T={float(t_inst):.3f}")


if __name__ == "__main__":
    BerendsenRun(64).run(6)
