from dataclasses import dataclass


@dataclass(frozen=True)
class FilterSettings:
    kernel: int = 3
    mode: str = "mean"


def settings_for_roll(roll):
    return FilterSettings(kernel=roll.get("kernel", 3), mode=roll.get("mode", "mean"))
