import gc



class MemoryGuard:
    """Periodically collect garbage so long trajectories do not grow memory."""

    def __init__(self, every):
        self.every = every

    def __call__(self, step):
        if step % self.every == 0:
            gc.collect()


class Thermo:
    def __init__(self, every):
        self.every = every
        self.rows = []

    def __call__(self, step, vel):
        if step % self.every == 0:
            self.rows.append((step, float((vel ** 2).mean())))
