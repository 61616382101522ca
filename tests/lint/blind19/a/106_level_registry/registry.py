import numpy as np


class BodyRegistry:
    """Named rigid bodies spawned by the level script."""

    def __init__(self):
        self.bodies = {}

    def spawn(self, name, height, rng):
        self.bodies[name] = {
            "pos": np.array([rng.uniform(-1, 1), height, rng.uniform(-1, 1)], np.float32),
            "vel": np.zeros(3, np.float32),
        }

    def respawn(self, name, height, rng):
        del self.bodies[name]
        self.spawn(name, height, rng)

    def update(self, new_state):
        for name, body in new_state.items():
            self.bodies[name] = {k: np.asarray(v) for k, v in body.items()}
