from .hooks import EvalHook, ParamSummaryHook, PrintHook
from .loop import Trainer

__all__ = ["EvalHook", "ParamSummaryHook", "PrintHook", "Trainer"]
