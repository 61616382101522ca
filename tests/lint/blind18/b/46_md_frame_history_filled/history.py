class FrameHistory:
    """Keeps the most recent frames of a trajectory for finite-difference estimates."""

    def __init__(self, maxlen, initial):
        self.maxlen = maxlen
        self.frames = [initial] * maxlen

    def push(self, pos):
        self.frames.append(pos)
        if len(self.frames) > self.maxlen:
            self.frames.pop(0)

    def window(self):
        return list(self.frames)
