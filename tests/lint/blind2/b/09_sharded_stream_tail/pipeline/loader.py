class ShardedLoader:
    """Streams records shard by shard without loading the whole dataset."""

    def __init__(self, shards, batch_size):
        self.shards = shards
        self.batch_size = batch_size

    def __iter__(self):
        for shard in self.shards:
            for start in range(0, len(shard), self.batch_size):
                yield shard[start:start + self.batch_size]
