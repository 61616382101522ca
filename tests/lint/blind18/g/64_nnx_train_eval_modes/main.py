import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import Classifier


@nnx.jit
def loss_and_logits(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 6)).astype(np.float32)
    y = (x[:, :3].sum(-1) > 0).astype(np.int32)
    model = Classifier(6, 32, 2, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(3):
        model.train()
        for i in range(0, 64, 16):
            train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        probe_loss, _ = loss_and_logits(model, x[:16], y[:16])
        model.eval()
        val_loss, logits = loss_and_logits(model, x[64:80], y[64:80])
        acc = float(jnp.mean(logits.argmax(-1) == y[64:80]))
        print(epoch, float(probe_loss), float(val_loss), acc)


if __name__ == "__main__":
    main()
