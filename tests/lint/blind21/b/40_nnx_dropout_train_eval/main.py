import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import FMRIConnectomeNet

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


@nnx.jit
def eval_step(model, X, y):
    return (model(X).argmax(-1) == y).mean()


def main():
    X, y = connectomes(48)
    X_val, y_val = connectomes(48, seed=1)
    model = FMRIConnectomeNet(N_EDGES, 32, 2, nnx.Rngs(0, dropout=1), dropout=0.3)
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(5):
        model.train()
        for _ in range(3):
            loss = train_step(model, optimizer, X, y)
        model.eval()
        acc = eval_step(model, X_val, y_val)
        print(f"epoch {epoch} loss={float(loss):.4f} val acc={float(acc):.2f}")


if __name__ == "__main__":
    main()
