import json
from dataclasses import dataclass


@dataclass
class DecodeSetting:
    name: str
    lm_weight: float

    @classmethod
    def from_dict(cls, d):
        return cls(name=str(d["name"]), lm_weight=float(d["lm_weight"]))


def load_grid(path):
    with open(path) as f:
        return [DecodeSetting.from_dict(d) for d in json.load(f)["grid"]]
