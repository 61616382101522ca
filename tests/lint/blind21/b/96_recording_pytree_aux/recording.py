import jax


@jax.tree_util.register_pytree_node_class
class Recording:
    def __init__(self, data, ch_names, sfreq, subject):
        self.data = data
        self.ch_names = ch_names
        self.sfreq = sfreq
        self.subject = subject

    def tree_flatten(self):
        return (self.data,), (self.ch_names, self.sfreq, self.subject)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children[0], *aux)
