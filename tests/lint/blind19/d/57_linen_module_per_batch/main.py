import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import TABLE_WIDTH, neighbour_table
from model import DenseNeighbourGNN

tx = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, x, table, mask, y):
    def loss_fn(p):
        return (model.apply(p, x, table, mask) - y) ** 2
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    x, table, mask, _, y = neighbour_table(rng)
    params = DenseNeighbourGNN(16, TABLE_WIDTH).init(jax.random.PRNGKey(0), x, table, mask)
    opt_state = tx.init(params)
    for step in range(8):
        x, table, mask, max_deg, y = neighbour_table(rng)
        model = DenseNeighbourGNN(hidden=16, max_degree=max_deg)
        params, opt_state, loss = train_step(model, params, opt_state, x, table, mask, y)
    print(float(loss))


if __name__ == "__main__":
    main()
