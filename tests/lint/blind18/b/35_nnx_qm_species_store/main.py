import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import AtomwiseNet
from store import PackedMoleculeStore, conformer_perturbations


@nnx.jit
def train_step(model, opt, z, pos, y):
    def loss_fn(m):
        return jnp.mean((m(z, pos) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


@nnx.jit
def mae(model, z, pos, y):
    return jnp.mean(jnp.abs(model(z, pos) - y))


def main():
    store = PackedMoleculeStore(48)
    rng = np.random.default_rng(1)
    model = AtomwiseNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    train_idx, val_idx = np.arange(0, 40), np.arange(40, 48)
    for epoch in range(3):
        for i in range(0, 40, 8):
            train_step(model, opt, *store.batch(train_idx[i:i + 8]))
        val = mae(model, *store.batch(val_idx))
        val_conf = mae(model, *conformer_perturbations(store, val_idx, rng))
        print(epoch, float(val), float(val_conf))


if __name__ == "__main__":
    main()
