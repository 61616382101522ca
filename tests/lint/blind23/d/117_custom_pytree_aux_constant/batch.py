import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
class ScoredBatch:
    def __init__(self, item_ids, correct, school_idx, n_items):
        self.item_ids = item_ids
        self.correct = correct
        self.school_idx = school_idx
        self.n_items = n_items

    def tree_flatten(self):
        return (self.item_ids, self.correct, self.school_idx), (self.n_items,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)
