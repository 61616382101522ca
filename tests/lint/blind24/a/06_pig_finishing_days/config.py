from dataclasses import dataclass


@dataclass
class PenConfig:
    pen_id: str
    start_weight: float
    days_on_feed: int
    feed_energy: float


PENS = [
    PenConfig("P01", 28.0, 98, 13.8),
    PenConfig("P02", 31.5, 91, 14.1),
    PenConfig("P03", 26.0, 105, 13.5),
    PenConfig("P04", 29.0, 98, 14.0),
]
