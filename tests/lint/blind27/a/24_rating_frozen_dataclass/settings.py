from dataclasses import dataclass


@dataclass(frozen=True)
class TariffSettings:
    base_rate: float = 380.0
    zone_factors: tuple = (0.9, 1.0, 1.15, 1.3)
    sum_insured_step: float = 50_000.0


def settings_for(channel):
    if channel == "broker":
        return TariffSettings()
    return TariffSettings(base_rate=380.0)
