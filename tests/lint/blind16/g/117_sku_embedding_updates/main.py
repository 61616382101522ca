import jax
import jax.numpy as jnp
import numpy as np


class ItemCatalog:
    """Embedding rows are preallocated up to `capacity`; new SKUs claim the next free row."""

    def __init__(self, dim, capacity=256, seed=0):
        rng = np.random.default_rng(seed)
        self.index = {}
        self.capacity = capacity
        self.table = 0.01 * rng.normal(size=(capacity, dim)).astype(np.float32)

    def ids(self, skus):
        for s in dict.fromkeys(skus):
            if s not in self.index:
                if len(self.index) >= self.capacity:
                    raise RuntimeError("item capacity exhausted")
                self.index[s] = len(self.index)
        return np.array([self.index[s] for s in skus], np.int32)


DIM, N_USERS = 8, 50
rng = np.random.default_rng(100)
catalog = ItemCatalog(DIM)
users = jnp.asarray(0.1 * rng.normal(size=(N_USERS, DIM)), jnp.float32)


@jax.jit
def sgd_update(item_table, users, u, i, clicked, lr=0.1):
    def loss(tbl):
        logit = jnp.sum(users[u] * tbl[i], axis=-1)
        return jnp.mean(jax.nn.softplus(logit) - clicked * logit)
    l, g = jax.value_and_grad(loss)(item_table)
    return item_table - lr * g, l


for day in range(6):
    live = 30 + 10 * day
    skus = [f"sku-{k}" for k in rng.integers(0, live, 128)]
    i = catalog.ids(skus)
    u = rng.integers(0, N_USERS, 128).astype(np.int32)
    clicked = (rng.random(128) < 0.2).astype(np.float32)
    table, loss = sgd_update(catalog.table, users, u, i, clicked)
    catalog.table = np.asarray(table)
    print(f"day {day}: items={len(catalog.index)} loss={float(loss):.4f}")
