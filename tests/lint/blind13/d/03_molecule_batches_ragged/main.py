from functools import partial

import jax
import numpy as np

from graphs import iterate_batches, random_molecule
from model import init_params, loss_fn

N_FEAT, HIDDEN, BATCH_SIZE = 5, 16, 4
LR = 0.01


@partial(jax.jit, static_argnames="n_graphs")
def train_step(params, batch_arrays, n_graphs):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch_arrays, n_graphs)
    params = jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)
    return params, loss


def main():
    rng = np.random.default_rng(3)
    dataset = [random_molecule(rng, N_FEAT) for _ in range(24)]
    params = init_params(jax.random.PRNGKey(0), N_FEAT, HIDDEN)
    for step, batch in enumerate(iterate_batches(dataset, BATCH_SIZE)):
        arrays = (batch.nodes, batch.senders, batch.receivers, batch.graph_ids, batch.targets)
        params, loss = train_step(params, arrays, n_graphs=BATCH_SIZE)
        print(f"step {step}: nodes={len(batch.nodes)} loss={float(loss):.3f}")


if __name__ == "__main__":
    main()
