from metrics import alignment_uniformity


class GeometryLogger:
    def __init__(self, every=2):
        self.every = every
        self.history = []

    def __call__(self, step, z1, z2):
        if step % self.every == 0:
            align, uniform = alignment_uniformity(z1=z1, z2=z2)
            self.history.append((step, float(align), float(uniform)))
