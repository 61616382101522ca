import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import DatingRegressor

CENTURY = 100.0


@nnx.jit
def fit_step(model, optimizer, feats, decades):
    def loss_fn(m):
        return jnp.mean(optax.huber_loss(m(feats), decades))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.leaves_seen.value += feats.shape[0]
    return loss


def folio_batches(rng, n, bs=12, n_feat=10):
    for _ in range(n):
        x = rng.normal(size=(bs, n_feat)).astype(np.float32)
        year = 1450 + 40 * x[:, 0] + rng.normal(scale=10, size=bs)
        yield x, ((year - 1450) / CENTURY).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    model = DatingRegressor(10, nnx.Rngs(3))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for feats, decades in folio_batches(rng, 6):
        loss = fit_step(model, optimizer, feats, decades)
    print(int(model.leaves_seen.value), float(loss))


if __name__ == "__main__":
    main()
