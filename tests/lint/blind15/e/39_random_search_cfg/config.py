from dataclasses import dataclass, replace

import numpy as np


@dataclass(frozen=True)
class TrialConfig:
    depth: int = 2
    width: int = 16
    activation: str = "relu"
    dropout: float = 0.1
    seed: int = 0


def sample_trials(n, seed=0):
    rng = np.random.default_rng(seed)
    base = TrialConfig()
    for i in range(n):
        yield replace(base, dropout=float(rng.choice([0.0, 0.1])), seed=i)
