from dataclasses import dataclass


@dataclass(frozen=True)
class TBModelConfig:
    n_weeks: int = 52
    reactor_removal: bool = True
    test_interval: int = 8
