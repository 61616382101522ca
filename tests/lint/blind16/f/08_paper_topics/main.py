import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import NodeClassifier


def make_paper_graph(n=200, e=800, d=16, c=4, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, c, size=n).astype(np.int32)
    feats = rng.normal(size=(n, d)).astype(np.float32) + labels[:, None] * 0.3
    senders = rng.integers(0, n, size=e).astype(np.int32)
    receivers = rng.integers(0, n, size=e).astype(np.int32)
    train_mask = rng.random(n) < 0.5
    return feats, senders, receivers, labels, train_mask


@nnx.jit
def train_step(model, optimizer, feats, senders, receivers, labels, mask):
    def loss_fn(model):
        logits = model(feats, senders, receivers)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    feats, senders, receivers, labels, train_mask = make_paper_graph()
    model = NodeClassifier(16, 32, 4, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    mask = jnp.asarray(train_mask, jnp.float32)
    for epoch in range(6):
        loss = train_step(model, optimizer, feats, senders, receivers, labels, mask)
        model.epochs_trained.value += 1
        if epoch % 2 == 0:
            print(f"epoch {int(model.epochs_trained.value)} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
