from .ops import batched, tokenize
from .encoder import Encoder

__all__ = ["batched", "tokenize", "Encoder"]
