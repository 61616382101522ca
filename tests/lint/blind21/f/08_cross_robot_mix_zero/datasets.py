import numpy as np

ROBOTS = {
    "franka": {"proprio": 9, "wrist_cam": True},
    "widowx": {"proprio": 9, "wrist_cam": False},
    "ur5": {"proprio": 9, "wrist_cam": True},
}
IMG = 8


class RobotDataset:
    def __init__(self, name, spec, seed):
        self.name = name
        self.spec = spec
        self.rng = np.random.default_rng(seed)

    def sample(self, batch_size):
        batch = {
            "proprio": self.rng.normal(size=(batch_size, self.spec["proprio"])).astype(np.float32),
            "main_cam": self.rng.random((batch_size, IMG, IMG, 3)).astype(np.float32),
            "action": self.rng.normal(size=(batch_size, 7)).astype(np.float32),
        }
        if self.spec["wrist_cam"]:
            batch["wrist_cam"] = self.rng.random((batch_size, IMG, IMG, 3)).astype(np.float32)
            batch["wrist_valid"] = np.ones((batch_size, 1), np.float32)
        else:
            batch["wrist_cam"] = np.zeros((batch_size, IMG, IMG, 3), np.float32)
            batch["wrist_valid"] = np.zeros((batch_size, 1), np.float32)
        return batch


class MixtureSampler:
    def __init__(self, weights, seed=0):
        self.datasets = [RobotDataset(n, ROBOTS[n], i) for i, n in enumerate(weights)]
        self.probs = np.array(list(weights.values()), dtype=np.float64)
        self.probs /= self.probs.sum()
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        while True:
            idx = self.rng.choice(len(self.datasets), p=self.probs)
            yield self.datasets[idx].sample(16)
