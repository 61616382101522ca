import jax
import jax.numpy as jnp
import optax

from data import make_graphs, batches
from model import GraphRegressor

BATCH = 4
model = GraphRegressor(graphs_per_batch=BATCH + 1)
tx = optax.adam(1e-3)


def loss_fn(params, batch):
    pred = model.apply(params, batch["nodes"], batch["senders"],
                       batch["receivers"], batch["graph_ids"])
    return jnp.mean((pred[:BATCH] - batch["y"]) ** 2)


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    graphs = make_graphs(24)
    first = next(batches(graphs, BATCH))
    params = model.init(jax.random.PRNGKey(0), first["nodes"], first["senders"],
                        first["receivers"], first["graph_ids"])
    opt_state = tx.init(params)
    for epoch in range(2):
        for batch in batches(graphs, BATCH):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
