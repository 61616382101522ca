import json
from dataclasses import dataclass


@dataclass(frozen=True)
class FrontEnd:
    sr: int
    n_fft: int
    n_mels: int
    fmin: float
    fmax: float


def load(path="config.json"):
    with open(path) as f:
        return FrontEnd(**json.load(f))
