import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
class ExtruderFrame:
    def __init__(self, pressures, temps, line_id, captured_at):
        self.pressures = pressures
        self.temps = temps
        self.line_id = line_id
        self.captured_at = captured_at

    def tree_flatten(self):
        return (self.pressures, self.temps), (self.line_id, self.captured_at)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)


def frame_source(seed, n=5, start_ts=1_700_000_000):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield ExtruderFrame(
            rng.normal(180.0, 4.0, size=12).astype(np.float32),
            rng.normal(220.0, 2.0, size=12).astype(np.float32),
            "EX-3",
            start_ts + 30 * i,
        )
