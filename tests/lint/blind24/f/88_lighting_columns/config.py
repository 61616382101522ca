import json
from dataclasses import dataclass, astuple

RAW = [
    '{"id": "LC-07", "height_m": 12, "diameter_m": 0.2, "wall_mm": 4, "f1_hz": 1.9}',
    '{"id": "LC-12", "height_m": 10.5, "diameter_m": 0.18, "wall_mm": 3.5, "f1_hz": 2.4}',
    '{"id": "LC-21", "height_m": 15, "diameter_m": 0.24, "wall_mm": 5, "f1_hz": 1.4}',
]


@dataclass
class ColumnSpec:
    height_m: float
    diameter_m: float
    wall_mm: float
    f1_hz: float

    @classmethod
    def from_json(cls, text):
        d = json.loads(text)
        d.pop("id")
        return cls(**{k: float(v) for k, v in d.items()})

    def as_args(self):
        return astuple(self)
