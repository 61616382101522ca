import jax
import jax.numpy as jnp
import numpy as np


class ItemCatalog:
    def __init__(self, dim, seed=0):
        self.rng = np.random.default_rng(seed)
        self.dim = dim
        self.index = {}
        self.table = np.zeros((0, dim), np.float32)

    def ids(self, skus):
        new = [s for s in dict.fromkeys(skus) if s not in self.index]
        for s in new:
            self.index[s] = len(self.index)
        if new:
            fresh = 0.01 * self.rng.normal(size=(len(new), self.dim)).astype(np.float32)
            self.table = np.concatenate([self.table, fresh])
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
    print(f"day {day}: items={catalog.table.shape[0]} loss={float(loss):.4f}")
