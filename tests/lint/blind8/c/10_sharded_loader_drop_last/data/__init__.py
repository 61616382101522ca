from .loader import ShardedLoader
from .shards import make_shards
