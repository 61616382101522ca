import json
from dataclasses import dataclass


@dataclass
class RunConfig:
    name: str
    forgetting: float
    reg: float


def load_runs(path):
    with open(path) as f:
        raw = json.load(f)["runs"]
    return [RunConfig(r["name"], float(r["forgetting"]), float(r["reg"])) for r in raw]
