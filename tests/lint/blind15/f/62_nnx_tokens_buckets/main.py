import numpy as np
import optax
from flax import nnx

from data import collate, synthetic_corpus
from model import BagOfEmbeddings


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(model):
        logits = model(batch["tokens"], batch["mask"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    corpus = synthetic_corpus(n=64, vocab=50, seed=0)
    model = BagOfEmbeddings(50, 16, 2, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(2):
        for i in range(0, len(corpus), 8):
            batch = collate(corpus[i:i + 8])
            loss = train_step(model, optimizer, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
