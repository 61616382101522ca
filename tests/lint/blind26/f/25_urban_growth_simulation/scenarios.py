from dataclasses import dataclass

@dataclass
class Scenario:
    name: str
    horizon: int
    growth: float
    capacity: float

SCENARIOS = [
    Scenario("baseline", 20, 0.015, 2.0e6),
    Scenario("compact", 25, 0.02, 2.4e6),
    Scenario("sprawl", 30, 0.025, 3.0e6),
    Scenario("slow", 20, 0.008, 1.8e6),
    Scenario("infill", 15, 0.018, 2.2e6),
]
