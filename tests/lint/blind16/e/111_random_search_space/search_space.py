import numpy as np


def sample_hparams(rng):
    """Every member gets every key; a disabled feature uses its neutral value."""
    hp = {"lr": float(10 ** rng.uniform(-2.5, -0.5)), "grad_clip": float("inf"), "weight_decay": 0.0}
    if rng.random() < 0.5:
        hp["grad_clip"] = float(rng.choice([0.5, 1.0, 5.0]))
    if rng.random() < 0.5:
        hp["weight_decay"] = float(10 ** rng.uniform(-5, -2))
    return hp
