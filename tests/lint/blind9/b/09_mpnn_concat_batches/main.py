import functools

import jax
import numpy as np
import optax

from data import batches, random_molecule
from model import init_params, predict_energy

BATCH_SIZE = 4
optimizer = optax.adam(3e-3)


@functools.partial(jax.jit, static_argnames=("n_graphs",))
def train_step(params, opt_state, species, senders, receivers, graph_index, energy, n_graphs):
    def loss_fn(p):
        pred = predict_energy(p, species, senders, receivers, graph_index, n_graphs)
        return optax.huber_loss(pred, energy).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    dataset = [random_molecule(rng) for _ in range(24)]
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for species, senders, receivers, graph_index, energy in batches(dataset, BATCH_SIZE):
        params, opt_state, loss = train_step(params, opt_state, species, senders, receivers,
                                             graph_index, energy, n_graphs=BATCH_SIZE)
        print(f"atoms={len(species):3d} bonds={len(senders):3d} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
