from dataclasses import dataclass, field


@dataclass
class SweepConfig:
    learning_rates: list = field(default_factory=lambda: [0.01, 0.03, 0.1, 0.3])
    momentum: float = 0.9
    steps: int = 60
