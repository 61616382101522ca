import numpy as np
import jax.numpy as jnp

from ranking import top_alerts

QUEUE_SLOTS = 64
ESCALATION_BUDGET = 8


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

    def escalate(self):
        vals, idx = top_alerts(jnp.asarray(self.scores), jnp.asarray(self.assets),
                               np.int32(self.pending), ESCALATION_BUDGET)
        keep = np.isfinite(np.asarray(vals))
        idx = np.asarray(idx)[keep]
        self.scores[idx] = 0.0
        return idx.tolist()


def main():
    q = AlertQueue(np.random.default_rng(0))
    for shift in range(5):
        q.ingest(3 + 2 * shift)
        print(shift, q.escalate())


if __name__ == "__main__":
    main()
