from .config import TrainConfig
from .loop import Trainer

__all__ = ["TrainConfig", "Trainer"]
