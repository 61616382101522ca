class FrameHistory:
    """Keeps the most recent frames of a trajectory for finite-difference estimates."""

    def __init__(self, maxlen):
        self.maxlen = maxlen
        self.frames = []

    def push(self, pos):
        self.frames.append(pos)
        if len(self.frames) > self.maxlen:
            self.frames.pop(0)

    def window(self):
        return list(self.frames)
