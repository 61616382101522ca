import numpy as np


def collate(samples, augment_rng=None):
    imgs = np.stack([s[0] for s in samples])
    labels = np.array([s[1] for s in samples], np.int32)
    if augment_rng is not None:
        imgs = imgs[:, :, ::-1].copy()
        return [imgs, labels]
    return imgs, labels


class BroilerGaitDataset:
    """Top-view frames of broilers scored for gait (0 sound, 1 impaired)."""

    def __init__(self, n=96, seed=85):
        rng = np.random.default_rng(seed)
        self.items = [(rng.uniform(size=(10, 10)).astype(np.float32), int(rng.integers(0, 2))) for _ in range(n)]
        self.rng = rng

    def batches(self, batch_size=16, augment_every=3):
        for i, s in enumerate(range(0, len(self.items), batch_size)):
            aug = self.rng if i % augment_every == 0 else None
            yield collate(self.items[s:s + batch_size], aug)
