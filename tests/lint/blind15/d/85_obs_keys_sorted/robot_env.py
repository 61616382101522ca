import numpy as np


class ArmEnv:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        return {"joint_vel": np.zeros(3, np.float32),
                "joint_pos": self.rng.uniform(-1, 1, 3).astype(np.float32),
                "target": self.rng.uniform(-1, 1, 3).astype(np.float32)}

    def step(self, action):
        obs = {}
        obs["joint_pos"] = self.rng.uniform(-1, 1, 3).astype(np.float32)
        obs["joint_vel"] = np.asarray(action, np.float32) * 0.1
        obs["target"] = self.rng.uniform(-1, 1, 3).astype(np.float32)
        return obs, 0.0, False
