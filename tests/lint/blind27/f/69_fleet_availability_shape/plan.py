from dataclasses import dataclass, field

import numpy as np


@dataclass
class ShiftPlan:
    shift: int
    trucks: list = field(default_factory=list)

    @property
    def payloads(self):
        return np.array([t["payload"] for t in self.trucks if t["available"]], np.float32)

    @property
    def speeds(self):
        return np.array([t["speed_kmh"] for t in self.trucks if t["available"]], np.float32)


def roster(n_shifts=6, fleet=14, seed=112):
    rng = np.random.default_rng(seed)
    for s in range(n_shifts):
        trucks = [{"id": i, "payload": 220.0, "speed_kmh": float(rng.normal(28, 2)),
                   "available": bool(rng.random() > 0.15)} for i in range(fleet)]
        yield ShiftPlan(s, trucks)
