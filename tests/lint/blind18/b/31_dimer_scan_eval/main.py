import jax
import jax.numpy as jnp
import numpy as np

from datasets import DimerScan


def pair_model(params, r):
    feats = jnp.exp(-params["gammas"] * r[:, None])
    return feats @ params["coef"]


def mse(params, batch):
    r, e = batch
    return jnp.mean((pair_model(params, r) - e) ** 2)


batch_loss = jax.jit(mse)


@jax.jit
def sgd_update(params, batch, lr=0.05):
    g = jax.grad(mse)(params, batch)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)


def main():
    scan = DimerScan(0.9, 3.0, 64, batch_size=16)
    params = {"gammas": jnp.linspace(0.5, 4.0, 8), "coef": jnp.zeros(8)}
    rng = np.random.default_rng(0)
    for epoch in range(3):
        for batch in scan.train_batches(rng):
            params = sgd_update(params, batch)
        train_l = batch_loss(params, batch)
        hold_l = batch_loss(params, scan.holdout())
        print(epoch, float(train_l), float(hold_l))


if __name__ == "__main__":
    main()
