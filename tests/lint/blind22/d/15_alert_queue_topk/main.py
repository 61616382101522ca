import numpy as np
import jax.numpy as jnp

from ranking import top_alerts

QUEUE_SLOTS = 64


class AlertQueue:
    def __init__(self, rng):
        self.rng = rng
        self.scores = np.zeros(QUEUE_SLOTS, dtype=np.float32)
        self.assets = np.ones(QUEUE_SLOTS, dtype=np.float32)
        self.pending = 0

    def ingest(self, n):
        n = min(n, QUEUE_SLOTS - self.pending)
        sl = slice(self.pending, self.pending + n)
        self.scores[sl] = self.rng.random(n)
        self.assets[sl] = self.rng.choice([1.0, 2.0, 5.0], size=n)
        self.pending += n

    def escalate(self, budget):
        k = min(budget, self.pending)
        vals, idx = top_alerts(jnp.asarray(self.scores), jnp.asarray(self.assets), k)
        self.scores[np.asarray(idx)] = 0.0
        return np.asarray(idx).tolist()


def main():
    q = AlertQueue(np.random.default_rng(0))
    for shift in range(5):
        q.ingest(3 + 2 * shift)
        print(shift, q.escalate(budget=8))


if __name__ == "__main__":
    main()
