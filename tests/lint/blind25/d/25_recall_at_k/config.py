from dataclasses import dataclass

@dataclass
class EvalConfig:
    k: int = 10
    n_queries: int = 8
