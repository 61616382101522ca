from dataclasses import dataclass


@dataclass(frozen=True)
class PSFConfig:
    stamp: int = 11
    n_iter: int = 5
