import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from crystals import random_cubic_cells
from model import CutoffConvNet

CUTOFF_CURRICULUM = [3.0, 3.5, 4.0, 4.5]


@nnx.jit
def train_step(model, optimizer, dists, energy):
    def loss_fn(m):
        return jnp.mean((m(dists) - energy) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    dists, energy = random_cubic_cells(rng, 16, 6)
    dists, energy = jnp.asarray(dists), jnp.asarray(energy)
    model = CutoffConvNet(16, 32, CUTOFF_CURRICULUM[0], nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch, r_cut in enumerate(CUTOFF_CURRICULUM):
        model.r_cut = r_cut
        for _ in range(3):
            loss = train_step(model, optimizer, dists, energy)
        print(epoch, r_cut, float(loss))


if __name__ == "__main__":
    main()
