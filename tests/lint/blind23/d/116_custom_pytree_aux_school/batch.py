import jax


@jax.tree_util.register_pytree_node_class
class ResponseBatch:
    def __init__(self, item_ids, correct, school):
        self.item_ids = item_ids
        self.correct = correct
        self.school = school

    def tree_flatten(self):
        return (self.item_ids, self.correct), (self.school,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)
