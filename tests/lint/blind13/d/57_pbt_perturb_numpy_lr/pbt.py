import copy
from dataclasses import dataclass, field

import numpy as np


@dataclass
class Member:
    params: dict
    hypers: dict
    score: float = 0.0
    history: list = field(default_factory=list)


def exploit_and_explore(population, rng, frac=0.25):
    ranked = sorted(population, key=lambda m: m.score, reverse=True)
    n = max(1, int(len(ranked) * frac))
    for loser, winner in zip(ranked[-n:], ranked[:n]):
        loser.params = copy.deepcopy(winner.params)
        loser.hypers = {k: v * rng.choice([0.8, 1.25]) for k, v in winner.hypers.items()}
