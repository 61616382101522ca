import math


class StepDecay:
    def __init__(self, base=5e-3, factor=0.5, every=10):
        self.base, self.factor, self.every = base, factor, every

    def __call__(self, step):
        return self.base * math.pow(self.factor, step // self.every)
