from dataclasses import dataclass


@dataclass(frozen=True)
class SearchParams:
    k: int = 5
    n_probe: int = 2
