class StepDecay:
    def __init__(self, base, factor, every):
        self.base, self.factor, self.every = base, factor, every

    def __call__(self, epoch):
        return self.base * self.factor ** (epoch // self.every)
