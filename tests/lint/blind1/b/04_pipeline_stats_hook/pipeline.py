import numpy as np


class ShardPipeline:
    """Reads shards, applies transforms, and notifies hooks after every batch."""

    def __init__(self, shards, transforms=(), hooks=()):
        self.shards = shards
        self.transforms = list(transforms)
        self.hooks = list(hooks)

    def run(self):
        out = []
        for shard_id, shard in enumerate(self.shards):
            batch = shard
            for fn in self.transforms:
                batch = fn(batch)
            for hook in self.hooks:
                hook(shard_id, batch)
            out.append(batch)
        return np.concatenate(out)
