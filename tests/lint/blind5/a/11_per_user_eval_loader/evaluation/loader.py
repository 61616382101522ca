import numpy as np


class CandidateLoader:
    """Iterate over one user's candidate items in fixed-size chunks."""

    def __init__(self, item_ids, item_feats, batch_size=32):
        self.item_ids = np.asarray(item_ids)
        self.item_feats = item_feats
        self.batch_size = batch_size

    def __len__(self):
        return (len(self.item_ids) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        for start in range(0, len(self.item_ids), self.batch_size):
            ids = self.item_ids[start:start + self.batch_size]
            yield ids, self.item_feats[ids]
