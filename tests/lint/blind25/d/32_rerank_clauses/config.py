from dataclasses import dataclass

@dataclass(frozen=True)
class RerankConfig:
    top_k: int = 5
    length_penalty: float = 0.1
