import numpy as np

CAPACITY = 96


def to_capacity(cloud, rng):
    n = len(cloud)
    if n > CAPACITY:
        cloud = cloud[rng.choice(n, CAPACITY, replace=False)]
        n = CAPACITY
    pts = np.zeros((CAPACITY, 3), np.float32)
    pts[:n] = cloud
    mask = np.zeros(CAPACITY, np.float32)
    mask[:n] = 1.0
    return pts, mask


class FragmentLoader:
    def __init__(self, clouds, batch_size, seed=0):
        self.clouds, self.batch_size = clouds, batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for s in range(0, len(self.clouds), self.batch_size):
            items = [to_capacity(c, self.rng) for c in self.clouds[s:s + self.batch_size]]
            yield np.stack([p for p, _ in items]), np.stack([m for _, m in items])
