from .loader import ShardedLoader
from .shards import make_fake_shards
