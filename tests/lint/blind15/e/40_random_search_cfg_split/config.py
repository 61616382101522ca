from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class ArchConfig:
    depth: int = 2
    width: int = 16
    activation: str = "relu"


@dataclass
class TrialConfig:
    arch: ArchConfig
    dropout: float = 0.1
    seed: int = 0


def sample_trials(n, seed=0):
    rng = np.random.default_rng(seed)
    arch = ArchConfig()
    for i in range(n):
        yield TrialConfig(arch, dropout=float(rng.choice([0.0, 0.1])), seed=i)
