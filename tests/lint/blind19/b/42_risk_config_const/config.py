import dataclasses
import datetime as dt


@dataclasses.dataclass(frozen=True)
class RiskConfig:
    halflife: int = 30
    shrinkage: float = 0.2
    as_of: dt.date = dt.date(2024, 1, 2)


def for_day(cfg, day):
    return dataclasses.replace(cfg, as_of=day)
