from .holt import HoltForecaster

__all__ = ["HoltForecaster"]
