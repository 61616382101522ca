import json
from typing import NamedTuple

class GravityCoefs(NamedTuple):
    alpha: float
    beta: float
    gamma: float

def from_json(text):
    return GravityCoefs(**json.loads(text))

def grid():
    return [GravityCoefs(1.0, 0.8, g) for g in (1.2, 1.6, 2.0, 2.4)]
