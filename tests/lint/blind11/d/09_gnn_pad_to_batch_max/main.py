import numpy as np
import jax

from graphs import random_molecules, collate, init_gcn, gcn_loss

BATCH_SIZE, LR = 8, 0.05


@jax.jit
def train_step(params, x, adj, mask, y):
    loss, grads = jax.value_and_grad(gcn_loss)(params, x, adj, mask, y)
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    dataset = random_molecules(48, rng)
    params = init_gcn(jax.random.PRNGKey(0), 8, 16)
    order = rng.permutation(len(dataset))
    for b in range(0, len(dataset), BATCH_SIZE):
        batch = [dataset[i] for i in order[b:b + BATCH_SIZE]]
        x, adj, mask, y = collate(batch)
        params, loss = train_step(params, x, adj, mask, y)
        print(f"batch {b // BATCH_SIZE} nodes {x.shape[1]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
