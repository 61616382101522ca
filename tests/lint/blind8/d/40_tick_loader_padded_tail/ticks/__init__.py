from .loader import TickBatchLoader
from .scoring import score_batch

__all__ = ["TickBatchLoader", "score_batch"]
