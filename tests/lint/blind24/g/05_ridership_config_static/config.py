from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    n_routes: int = 12
    embed_dim: int = 8
    hidden: int = 32
    use_weather: bool = True


def load_config(overrides=None):
    return ModelConfig(**(overrides or {}))
