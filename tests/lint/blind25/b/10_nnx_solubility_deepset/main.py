import numpy as np
import optax
from flax import nnx

from model import DeepSetRegressor
from molecules import ATOM_TYPES, batches, random_molecules


@nnx.jit
def train_step(model, optimizer, atoms, mask, y):
    def loss_fn(m):
        return ((m(atoms, mask) - y) ** 2).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    mols = random_molecules(96, seed=4)
    model = DeepSetRegressor(len(ATOM_TYPES), 16, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        losses = [float(train_step(model, optimizer, *b)) for b in batches(mols, 16, rng)]
        print(f"epoch {epoch}: loss {np.mean(losses):.3f}")


if __name__ == "__main__":
    main()
