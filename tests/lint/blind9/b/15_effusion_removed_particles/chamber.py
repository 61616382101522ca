import numpy as np

from dynamics import leapfrog


class EffusionChamber:
    """Gas in a square box with an open hole in the right wall; escaped atoms are removed."""

    def __init__(self, n_atoms, size=4.0, hole=(0.5, 3.5), temperature=4.0, seed=0):
        rng = np.random.default_rng(seed)
        self.size = size
        self.hole = hole
        self.pos = rng.uniform(0.2, size - 0.2, (n_atoms, 2)).astype(np.float32)
        self.vel = rng.normal(scale=np.sqrt(temperature), size=(n_atoms, 2)).astype(np.float32)
        self.escaped = 0

    def _walls(self):
        x, y = self.pos[:, 0], self.pos[:, 1]
        in_hole = (x > self.size) & (y > self.hole[0]) & (y < self.hole[1])
        keep = ~in_hole
        self.escaped += int(in_hole.sum())
        self.pos, self.vel = self.pos[keep], self.vel[keep]
        for axis in (0, 1):
            low = self.pos[:, axis] < 0
            high = self.pos[:, axis] > self.size
            self.vel[low | high, axis] *= -1
            self.pos[:, axis] = np.clip(self.pos[:, axis], 0, self.size)

    def step(self, dt):
        pos, vel = leapfrog(self.pos, self.vel, dt)
        self.pos, self.vel = np.array(pos), np.array(vel)
        self._walls()
