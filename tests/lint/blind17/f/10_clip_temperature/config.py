from dataclasses import dataclass


@dataclass
class CLIPConfig:
    embed_dim: int = 16
    image_dim: int = 24
    text_dim: int = 20
    batch_size: int = 12
    init_temperature: float = 0.07
    min_temperature: float = 0.01
    steps: int = 5
    lr: float = 1e-3
