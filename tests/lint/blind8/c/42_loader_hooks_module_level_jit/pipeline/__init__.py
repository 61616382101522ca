from .loader import TokenBatchLoader
from .hooks import TokenStatsHook
