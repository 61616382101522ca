import numpy as np


def sample_hparams(rng):
    hp = {"lr": float(10 ** rng.uniform(-2.5, -0.5))}
    if rng.random() < 0.5:
        hp["grad_clip"] = float(rng.choice([0.5, 1.0, 5.0]))
    if rng.random() < 0.5:
        hp["weight_decay"] = float(10 ** rng.uniform(-5, -2))
    return hp
