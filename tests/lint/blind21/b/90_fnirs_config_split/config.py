from dataclasses import dataclass, replace


@dataclass(frozen=True)
class HRFConfig:
    n_basis: int = 4
    peak_s: float = 6.0
    weight_decay: float = 1e-3


def sweep(base, decays):
    for wd in decays:
        yield replace(base, weight_decay=wd)
