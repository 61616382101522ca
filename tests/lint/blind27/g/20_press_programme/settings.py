from dataclasses import dataclass


@dataclass(frozen=True)
class PressSettings:
    n_cycles: int
    max_bar: float
    ramp: str = "linear"


def settings_from_dict(d):
    return PressSettings(n_cycles=d["cycles"], max_bar=d["bar"], ramp=d.get("ramp", "linear"))
