import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import FMRIConnectomeNet, set_dropout

N_ROI = 12
N_EDGES = N_ROI * (N_ROI - 1) // 2


def connectomes(n, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, size=n)
    ts = rng.normal(size=(n, 80, N_ROI))
    ts[y == 1, :, :4] += ts[y == 1, :, :1]
    iu = np.triu_indices(N_ROI, 1)
    X = np.stack([np.arctanh(np.clip(np.corrcoef(t.T)[iu], -0.99, 0.99)) for t in ts])
    return jnp.asarray(X, dtype=jnp.float32), jnp.asarray(y)


@nnx.jit
def train_step(model, optimizer, X, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(X), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    X, y = connectomes(48)
    model = FMRIConnectomeNet(N_EDGES, 32, 2, nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(5):
        set_dropout(model, 0.5 * (1 - epoch / 5))
        for _ in range(3):
            loss = train_step(model, optimizer, X, y)
        print(f"epoch {epoch} dropout={model.drop.rate:.2f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
