import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, din, rngs):
        self.hidden = nnx.Linear(din, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.gelu(self.hidden(x)))


def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def eval_step(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 3)).astype(np.float32)
    y = np.sin(x.sum(1, keepdims=True)).astype(np.float32)
    x_tr, y_tr, x_va, y_va = x[:32], y[:32], x[32:], y[32:]

    model = Regressor(3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

    for epoch in range(3):
        steps = {"train": nnx.jit(train_step), "eval": nnx.jit(eval_step)}
        for xb, yb in zip(np.split(x_tr, 2), np.split(y_tr, 2)):
            steps["train"](model, optimizer, xb, yb)
        val = steps["eval"](model, x_va, y_va)
        print(f"epoch {epoch}: val mse {float(val):.4f}")


if __name__ == "__main__":
    main()
