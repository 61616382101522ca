import functools

import jax
import jax.numpy as jnp
import numpy as np

from model import apply, init
from schedule import N_EPOCHS, STEPS_PER_EPOCH, WARMUP_EPOCHS


@functools.partial(jax.jit, static_argnums=4)
def train_step(params, atom_feat, nbr_idx, nbr_dist, warmup, target):
    def loss_fn(p):
        return (apply(p, atom_feat, nbr_idx, nbr_dist) - target) ** 2

    loss, grads = jax.value_and_grad(loss_fn)(params)
    if warmup:
        # only fit the readout head while the convolution settles
        grads = {"conv": jax.tree_util.tree_map(jnp.zeros_like, grads["conv"]),
                 "head": grads["head"]}
    params = jax.tree_util.tree_map(lambda p, g: p - 1e-2 * g, params, grads)
    return params, loss


def fake_crystal(rng, n_atoms=8, n_nbr=6, n_feat=12):
    feat = rng.normal(size=(n_atoms, n_feat)).astype(np.float32)
    idx = rng.integers(0, n_atoms, size=(n_atoms, n_nbr)).astype(np.int32)
    dist = rng.uniform(1.5, 4.0, size=(n_atoms, n_nbr)).astype(np.float32)
    return feat, idx, dist, np.float32(feat.sum() * 0.01)


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    for epoch in range(N_EPOCHS):
        for _ in range(STEPS_PER_EPOCH):
            feat, idx, dist, y = fake_crystal(rng)
            params, loss = train_step(params, feat, idx, dist, epoch < WARMUP_EPOCHS, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
