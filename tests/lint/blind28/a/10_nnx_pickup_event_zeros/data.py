import numpy as np

EVENT_DAYS = {4: 1.0, 9: 0.5, 17: 1.0}


class PickupLoader:
    """Booking pace (pickup) curves per stay date, 32 stay dates per batch."""

    def __init__(self, n_batches=20, batch=32, seed=0):
        self.n_batches = n_batches
        self.batch = batch
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for b in range(self.n_batches):
            pace = self.rng.random((self.batch, 21)).cumsum(1).astype(np.float32) / 21
            event = np.zeros((self.batch, 1), np.float32)
            if b in EVENT_DAYS:
                event[:] = EVENT_DAYS[b]
            final = pace[:, -1:] * (1.1 + 0.3 * event)
            yield {"pace": pace, "event": event}, final
