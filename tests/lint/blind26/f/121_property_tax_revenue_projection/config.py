from dataclasses import dataclass

@dataclass
class LevyConfig:
    mill_rate: float = 21.5
    years: int = 8
    growth: float = 0.03
