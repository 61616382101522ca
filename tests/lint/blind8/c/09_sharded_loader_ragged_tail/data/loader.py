class ShardedLoader:
    def __init__(self, shards, batch_size, worker_id=0, num_workers=1):
        self.shards = shards[worker_id::num_workers]
        self.batch_size = batch_size

    def __iter__(self):
        for shard in self.shards:
            x, y = shard["x"], shard["y"]
            for start in range(0, len(x), self.batch_size):
                yield x[start:start + self.batch_size], y[start:start + self.batch_size]
