from dataclasses import dataclass, field


@dataclass
class RegionConfig:
    name: str
    initial_state: list = field(default_factory=lambda: [9_990, 10, 0])
    beta: float = 0.3
    gamma: float = 0.1


REGIONS = [
    RegionConfig("coastal"),
    RegionConfig("highlands", initial_state=[4_980.0, 20.0, 0.0], beta=0.25),
    RegionConfig("metro", initial_state=[49_950, 50, 0], beta=0.4),
    RegionConfig("valley", initial_state=[7_500.0, 5.0, 2_495.0]),
]
