import jax


class MapStage:
    """Applies a pure array function to every batch; compiled with XLA when `jit` is set."""

    def __init__(self, name, fn, jit=True):
        self.name = name
        self.fn = fn
        self.jit = jit

    def __call__(self, batch):
        fn = jax.jit(self.fn) if self.jit else self.fn
        return fn(batch)


class Pipeline:
    def __init__(self, *stages):
        self.stages = stages

    def __call__(self, batches):
        for batch in batches:
            for stage in self.stages:
                batch = stage(batch)
            yield batch
