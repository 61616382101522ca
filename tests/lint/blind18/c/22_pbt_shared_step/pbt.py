import dataclasses

import numpy as np
from train import optimizer, set_learning_rate


@dataclasses.dataclass
class Member:
    params: dict
    lr: float
    opt_state: object = None
    score: float = 0.0

    def reset_optimizer(self):
        self.opt_state = set_learning_rate(optimizer.init(self.params), self.lr)


def exploit_and_explore(population, rng):
    ranked = sorted(population, key=lambda m: m.score)
    worst, best = ranked[0], ranked[-1]
    worst.params = dict(best.params)
    worst.lr = best.lr * float(rng.choice([0.8, 1.25]))
    for member in population:
        member.reset_optimizer()
