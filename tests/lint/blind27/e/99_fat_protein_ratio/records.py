import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
class TestDayRecord:
    def __init__(self, fat, protein, test_date):
        self.fat = fat
        self.protein = protein
        self.test_date = test_date

    def tree_flatten(self):
        return (self.fat, self.protein), self.test_date

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, aux)


def monthly_records(seed=99):
    rng = np.random.default_rng(seed)
    for month in range(1, 7):
        fat = rng.normal(4.1, 0.4, size=60).astype(np.float32)
        protein = rng.normal(3.3, 0.2, size=60).astype(np.float32)
        yield TestDayRecord(fat, protein, f"2024-{month:02d}-15")
