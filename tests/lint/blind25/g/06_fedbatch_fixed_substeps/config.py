from dataclasses import dataclass, field


@dataclass(frozen=True)
class SimConfig:
    substeps: int = 50
    mu_max: float = 0.35
    ks: float = 0.2
    yxs: float = 0.5
    feed_conc: float = 400.0


@dataclass
class Plan:
    durations_h: list = field(default_factory=lambda: [6.0, 10.0, 8.0, 4.0])
    feed_rates: list = field(default_factory=lambda: [0.0, 0.02, 0.04, 0.0])
