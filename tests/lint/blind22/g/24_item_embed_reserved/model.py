from flax import nnx

CATALOGUE_CAPACITY = 128


class ItemTower(nnx.Module):
    def __init__(self, dim, rngs, capacity=CATALOGUE_CAPACITY):
        self.embed = nnx.Embed(capacity, dim, rngs=rngs)
        self.proj = nnx.Linear(dim, dim, rngs=rngs)

    def __call__(self, ids):
        return self.proj(self.embed(ids))


def grow_catalogue(n_items, n_new, capacity=CATALOGUE_CAPACITY):
    if n_items + n_new > capacity:
        raise ValueError("catalogue capacity exceeded")
    return n_items + n_new
