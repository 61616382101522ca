from dataclasses import dataclass


@dataclass
class CapPolicy:
    daily_cap: float
    weekly_cap: float
    transfer_window_min: int


POLICIES = {
    "adult": CapPolicy(daily_cap=6, weekly_cap=33, transfer_window_min=120),
    "reduced": CapPolicy(daily_cap=3.0, weekly_cap=16.5, transfer_window_min=120),
    "youth": CapPolicy(daily_cap=0, weekly_cap=0, transfer_window_min=120),
}
