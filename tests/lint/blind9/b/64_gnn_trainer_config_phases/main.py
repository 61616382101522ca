import jax
import numpy as np

from trainer import Trainer


def karate_like(n=34, seed=0):
    rng = np.random.default_rng(seed)
    labels = (np.arange(n) * 3 // n).astype(np.int32)
    same = labels[:, None] == labels[None, :]
    adj = np.triu(rng.random((n, n)) < np.where(same, 0.3, 0.03), 1)
    senders, receivers = np.nonzero(adj | adj.T)
    x = np.eye(n, 8, dtype=np.float32) + rng.normal(scale=0.1, size=(n, 8)).astype(np.float32)
    return x, senders.astype(np.int32), receivers.astype(np.int32), labels


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (8, 8)) * 0.3, "w2": jax.random.normal(k2, (8, 3)) * 0.3}
    Trainer(params).fit(karate_like(), epochs=4, key=k3)


if __name__ == "__main__":
    main()
