from dataclasses import dataclass


@dataclass(frozen=True)
class PSFConfig:
    stamp: int = 11
    seeing_fwhm: float = 1.5
    n_iter: int = 5
