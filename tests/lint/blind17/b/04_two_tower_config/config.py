from dataclasses import dataclass


@dataclass(frozen=True)
class RetrievalConfig:
    num_users: int = 100
    num_items: int = 300
    batch_size: int = 32
    num_negatives: int = 8
    temperature: float = 0.1
    steps: int = 10
