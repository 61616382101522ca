class FrameHistory:
    """Keeps the most recent feature vectors for temporal pooling."""

    def __init__(self, capacity):
        self.capacity = capacity
        self.items = ()

    def push(self, feat):
        self.items = (self.items + (feat,))[-self.capacity:]

    def snapshot(self):
        return self.items
