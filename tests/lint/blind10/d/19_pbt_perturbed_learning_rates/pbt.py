import dataclasses

import numpy as np


@dataclasses.dataclass
class Member:
    params: dict
    lr: float
    score: float = -np.inf


def exploit_and_explore(population, rng, perturb=(0.8, 1.25)):
    """Truncation selection: bottom quarter copies the top quarter and perturbs its lr."""
    ranked = sorted(population, key=lambda m: m.score)
    k = max(1, len(ranked) // 4)
    for loser, winner in zip(ranked[:k], ranked[-k:]):
        loser.params = dict(winner.params)
        loser.lr = winner.lr * rng.choice(perturb)
    return population
