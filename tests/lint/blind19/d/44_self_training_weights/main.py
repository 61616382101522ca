import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from pseudo import expand_labeled

N, F, C = 120, 16, 3


class SGC(nnx.Module):
    def __init__(self, rngs):
        self.lin = nnx.Linear(F, C, rngs=rngs)

    def __call__(self, ax):
        return self.lin(ax)


@nnx.jit
def fit_round(model, optimizer, ax, weight, lab):
    def loss_fn(m):
        ce = optax.softmax_cross_entropy_with_integer_labels(m(ax), lab)
        return jnp.sum(ce * weight) / jnp.sum(weight)
    loss = 0.0
    for _ in range(5):
        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
    return loss


@nnx.jit
def predict_proba(model, ax):
    return jax.nn.softmax(model(ax))


def main():
    rng = np.random.default_rng(0)
    y = rng.integers(0, C, N)
    x = (np.eye(C)[y] @ rng.normal(size=(C, F)) + rng.normal(size=(N, F))).astype(np.float32)
    a = (rng.random((N, N)) < 0.04).astype(np.float32)
    a = np.maximum(a, a.T) + np.eye(N, dtype=np.float32)
    a = a / a.sum(1, keepdims=True)
    ax = jnp.asarray(a @ a @ x)

    weight = np.zeros(N, np.float32)
    weight[:12] = 1.0
    lab = np.where(weight > 0, y, 0).astype(np.int32)
    model = SGC(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(0.05), wrt=nnx.Param)
    for rnd in range(4):
        loss = fit_round(model, optimizer, ax, jnp.asarray(weight), jnp.asarray(lab))
        probs = np.asarray(predict_proba(model, ax))
        weight, lab = expand_labeled(probs, weight, lab, per_round=10)
        print(rnd, float(loss), int(weight.sum()))


if __name__ == "__main__":
    main()
