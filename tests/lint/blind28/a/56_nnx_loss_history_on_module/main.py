import numpy as np
import optax
from flax import nnx

from model import SentimentHead


@nnx.jit
def head_step(model, optimizer, emb, labels):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(emb), labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def review_embeddings(n=384, dim=24, seed=0):
    rng = np.random.default_rng(seed)
    emb = rng.normal(size=(n, dim)).astype(np.float32)
    labels = (emb[:, 0] + 0.5 * emb[:, 1] > 0).astype(np.float32)
    return emb, labels


def main():
    emb, labels = review_embeddings()
    model = SentimentHead(24, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(2):
        for s in range(0, 384, 64):
            loss = head_step(model, optimizer, emb[s:s + 64], labels[s:s + 64])
            model.log(loss)
        print(epoch, model.loss_history[-1])


if __name__ == "__main__":
    main()
