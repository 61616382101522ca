import jax


class CompiledModelCache:
    def __init__(self):
        self._compiled = {}
        self.misses = 0

    def get(self, name):
        if name not in self._compiled:
            self.misses += 1

            def forward(params, x):
                return (x @ params["w"] + params["b"])[:, 0]

            self._compiled[name] = jax.jit(forward)
        return self._compiled[name]
