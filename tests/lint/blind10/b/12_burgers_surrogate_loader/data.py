import numpy as np


def burgers_snapshots(n_samples, n_grid=32, seed=0):
    """Cheap stand-in for a PDE dataset: (viscosity, amplitude) -> decayed profile."""
    rng = np.random.default_rng(seed)
    x = np.linspace(0, 2 * np.pi, n_grid, endpoint=False)
    nu = rng.uniform(0.01, 0.1, n_samples)
    amp = rng.uniform(0.5, 1.5, n_samples)
    u = amp[:, None] * np.sin(x)[None, :] * np.exp(-nu[:, None] * 5.0)
    params = np.stack([nu, amp], axis=1).astype(np.float32)
    return params, u.astype(np.float32)


class ArrayLoader:
    def __init__(self, inputs, targets, batch_size, shuffle=True, drop_last=True, seed=0):
        self.inputs = inputs
        self.targets = targets
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self._rng = np.random.default_rng(seed)

    def __len__(self):
        n = len(self.inputs) // self.batch_size
        if not self.drop_last and len(self.inputs) % self.batch_size:
            n += 1
        return n

    def __iter__(self):
        idx = np.arange(len(self.inputs))
        if self.shuffle:
            self._rng.shuffle(idx)
        for b in range(len(self)):
            sel = idx[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.inputs[sel], self.targets[sel]
