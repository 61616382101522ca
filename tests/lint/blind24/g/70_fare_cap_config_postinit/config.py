from dataclasses import dataclass


@dataclass
class CapPolicy:
    daily_cap: float
    weekly_cap: float

    def __post_init__(self):
        self.daily_cap = float(self.daily_cap)
        self.weekly_cap = float(self.weekly_cap)


POLICIES = {
    "adult": CapPolicy(6, 33),
    "reduced": CapPolicy(3.0, 16.5),
    "youth": CapPolicy(0, 0),
}
