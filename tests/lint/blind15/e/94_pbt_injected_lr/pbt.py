import copy

import numpy as np


def exploit_and_explore(workers, rng, factors=(0.8, 1.2)):
    ranked = sorted(workers, key=lambda w: w["score"])
    best, worst = ranked[0], ranked[-1]
    worst["params"] = copy.copy(best["params"])
    worst["opt_state"] = best["opt_state"]
    old_lr = float(best["opt_state"].hyperparams["learning_rate"])
    worst["opt_state"].hyperparams["learning_rate"] = old_lr * float(rng.choice(factors))
