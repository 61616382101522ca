from dataclasses import dataclass


@dataclass
class Phase:
    name: str
    hours: float
    feed_rate: float  # L/h


FEED_PLAN = [
    Phase("batch", 6.0, 0.0),
    Phase("exp_feed", 10.0, 0.02),
    Phase("const_feed", 8.0, 0.04),
    Phase("starve", 4.0, 0.0),
]

DT = 0.1  # h


def steps_for(phase):
    return int(round(phase.hours / DT))
