import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from callbacks import AccuracyCallback
from graph import synthetic_citation_graph
from model import GCN


@nnx.jit
def train_step(model, optimizer, x, a, labels, train_mask):
    def loss_fn(m):
        logits = m(x, a)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
        return jnp.sum(ce * train_mask) / jnp.sum(train_mask)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    x, a, labels = synthetic_citation_graph()
    x, a, labels = jnp.asarray(x), jnp.asarray(a), jnp.asarray(labels)
    n = x.shape[0]
    perm = np.random.default_rng(1).permutation(n)
    train_mask = jnp.zeros(n).at[perm[:60]].set(1.0)
    val_ids = jnp.asarray(perm[100:196])

    model = GCN(x.shape[1], 32, 4, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    callback = AccuracyCallback(x, a, labels, val_ids)
    for epoch in range(3):
        for _ in range(5):
            loss = train_step(model, optimizer, x, a, labels, train_mask)
        callback(epoch, model)


if __name__ == "__main__":
    main()
