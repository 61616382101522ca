import jax


class ScenarioManager:
    def __init__(self, seed):
        self.root = jax.random.key(seed)
        self.count = 0

    def next_key(self):
        self.count += 1
        return jax.random.fold_in(self.root, self.count)
