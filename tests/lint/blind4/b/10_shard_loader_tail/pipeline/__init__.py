from .loader import ShardLoader
