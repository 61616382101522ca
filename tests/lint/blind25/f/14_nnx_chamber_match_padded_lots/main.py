import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from utils import to_fixed_lot

N_CHAMBERS = 4
TRACE_FEATS = 24


class ChamberClassifier(nnx.Module):
    def __init__(self, rngs):
        self.h = nnx.Linear(TRACE_FEATS, 48, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.o = nnx.Linear(48, N_CHAMBERS, rngs=rngs)

    def __call__(self, x):
        return self.o(self.drop(nnx.gelu(self.h(x))))


@nnx.jit
def fit_lot(model, optimizer, x, labels, mask):
    def loss_fn(m):
        ce = optax.softmax_cross_entropy_with_integer_labels(m(x), labels)
        return jnp.sum(ce * mask) / jnp.sum(mask)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def simulate_lot(rng):
    n = 25 - int(rng.integers(0, 4))
    chamber = rng.integers(0, N_CHAMBERS, n)
    centers = np.linspace(-1, 1, N_CHAMBERS)[chamber, None]
    x = (rng.normal(size=(n, TRACE_FEATS)) + centers).astype(np.float32)
    return x, chamber.astype(np.int32)


def main():
    rng = np.random.default_rng(4)
    model = ChamberClassifier(nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for lot in range(15):
        x, labels = simulate_lot(rng)
        loss = fit_lot(model, optimizer, *to_fixed_lot(x, labels))
        if lot % 5 == 4:
            print(f"lot {lot} wafers {len(x)} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
