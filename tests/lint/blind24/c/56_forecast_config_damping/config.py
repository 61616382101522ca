from dataclasses import dataclass


@dataclass(frozen=True)
class ForecastConfig:
    horizon: int = 12
    seasonality: int = 12
    damping: float = 0.9


BUSINESS_UNITS = {
    "retail": ForecastConfig(damping=0.8),
    "logistics": ForecastConfig(),
    "corporate": ForecastConfig(damping=0.95),
    "manufacturing": ForecastConfig(),
}
