import numpy as np


class ShardedLoader:
    def __init__(self, shards, batch_size, worker_id=0, num_workers=1, drop_last=True):
        self.shards = shards[worker_id::num_workers]
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __iter__(self):
        buf_x, buf_y = [], []
        for shard in self.shards:
            buf_x.append(shard["x"])
            buf_y.append(shard["y"])
            x, y = np.concatenate(buf_x), np.concatenate(buf_y)
            n_full = len(x) // self.batch_size
            for i in range(n_full):
                sl = slice(i * self.batch_size, (i + 1) * self.batch_size)
                yield x[sl], y[sl]
            # carry the remainder over into the next shard
            buf_x, buf_y = [x[n_full * self.batch_size:]], [y[n_full * self.batch_size:]]
        if not self.drop_last and len(buf_x[0]):
            yield buf_x[0], buf_y[0]
