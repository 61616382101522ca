from .shards import ShardedReader, write_fake_shards

__all__ = ["ShardedReader", "write_fake_shards"]
