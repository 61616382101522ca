import flax.serialization


class InMemoryCheckpointStore:
    """Stand-in for a blob store: step -> serialized bytes."""

    def __init__(self):
        self._blobs = {}

    def save(self, step, target):
        self._blobs[step] = flax.serialization.to_bytes(target)

    def latest_step(self):
        return max(self._blobs) if self._blobs else None

    def restore(self, template, step=None):
        step = self.latest_step() if step is None else step
        return flax.serialization.from_bytes(template, self._blobs[step])
