from .hooks import ParamSummaryHook, PrintHook
from .loop import Trainer

__all__ = ["ParamSummaryHook", "PrintHook", "Trainer"]
