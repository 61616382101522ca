from dataclasses import dataclass


@dataclass(frozen=True)
class EMGProcessing:
    hp_cut: float = 20.0
    lp_cut: float = 6.0
    fs: float = 2000.0
