import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import RiskMLP

EVAL_EVERY = 2


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return jnp.mean((logits > 0) == (y > 0.5))


def validate(model, x, y):
    model.eval()
    return float(eval_step(model, x, y))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(384, 12)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] ** 2 > 1).astype(np.float32)
    model = RiskMLP(12, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    step = 0
    for epoch in range(3):
        model.train()
        for i in range(0, 256, 64):
            loss = train_step(model, optimizer, x[i:i + 64], y[i:i + 64])
            step += 1
            if step % EVAL_EVERY == 0:
                print(step, float(loss), validate(model, x[256:], y[256:]))


if __name__ == "__main__":
    main()
