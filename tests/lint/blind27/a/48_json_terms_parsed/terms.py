import json
from dataclasses import dataclass


@dataclass
class Layer:
    name: str
    attachment: float
    limit: float
    rate_on_line: float


RAW = """
[
  {"name": "L1", "attachment": 1000000, "limit": 4000000, "rate_on_line": 0.18},
  {"name": "L2", "attachment": 5000000, "limit": 5000000.0, "rate_on_line": 0.09},
  {"name": "L3", "attachment": 10000000, "limit": 10000000, "rate_on_line": 0.045}
]
"""


def load_layers():
    return [Layer(d["name"], float(d["attachment"]), float(d["limit"]), float(d["rate_on_line"]))
            for d in json.loads(RAW)]
