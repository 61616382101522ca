from .registry import MetricRegistry
from .image_metrics import dice, pixel_accuracy

__all__ = ["MetricRegistry", "dice", "pixel_accuracy"]
