import numpy as np


class ModelRegistry:
    """In-memory stand-in for a model registry with aliases."""

    def __init__(self):
        self._versions = {}
        self._aliases = {}

    def publish(self, version, seed, alias=None):
        rng = np.random.default_rng(seed)
        self._versions[version] = {
            "w": rng.normal(size=(5, 3)).astype(np.float32),
            "b": np.zeros(3, dtype=np.float32),
        }
        if alias:
            self._aliases[alias] = version

    def resolve(self, alias):
        version = self._aliases[alias]
        return version, self._versions[version]
