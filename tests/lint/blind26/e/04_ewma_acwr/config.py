from dataclasses import dataclass, field


@dataclass
class SweepConfig:
    acute_days: list = field(default_factory=lambda: [5.0, 7.0, 9.0])
    chronic_days: list = field(default_factory=lambda: [21.0, 28.0, 35.0])
    injury_threshold: float = 1.5
