from dataclasses import dataclass


@dataclass
class CapitalConfig:
    n_sims: int = 5000
    confidence: float = 0.995
    max_claims: int = 24


CFG = CapitalConfig()
