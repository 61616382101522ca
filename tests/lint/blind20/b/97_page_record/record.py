import jax


@jax.tree_util.register_pytree_node_class
class PageRecord:
    def __init__(self, image, boxes, page_number, source):
        self.image = image
        self.boxes = boxes
        self.page_number = page_number
        self.source = source

    def tree_flatten(self):
        return (self.image, self.boxes), (self.page_number, self.source)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)
