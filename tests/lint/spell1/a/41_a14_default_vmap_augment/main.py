import jax
import numpy as np

from augment import augment_batch


def ecg_batches(n_batches, batch=8, length=128, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 4 * np.pi, length, dtype=np.float32)
    for _ in range(n_batches):
        phase = rng.uniform(0, np.pi, size=(batch, 1)).astype(np.float32)
        yield np.sin(t + phase) + 0.3 * np.sin(3 * (t + phase))


def loader(key, n_batches):
    for batch in ecg_batches(n_batches):
        key, sub = jax.random.split(key)
        yield augment_batch(batch, sub)


if __name__ == "__main__":
    energies = [float((b ** 2).mean()) for b in loader(jax.random.PRNGKey(0), 4)]
    print(np.round(energies, 4))
