import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TinyLM

VOCAB = 40


@nnx.jit
def token_loss(model, ids):
    logits = model(ids[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()


@nnx.jit
def train_step(model, optimizer, ids):
    def loss_fn(m):
        logits = m(ids[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def train(model, optimizer, batches):
    for ids in batches:
        loss = train_step(model, optimizer, ids)
    return loss


def evaluate(model, batches):
    return float(np.mean([token_loss(model, ids=ids) for ids in batches]))


def main():
    rng = np.random.default_rng(0)
    model = TinyLM(VOCAB, 16, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    batches = [jnp.asarray(rng.integers(0, VOCAB, size=(4, 9)), jnp.int32) for _ in range(3)]
    for epoch in range(2):
        train(model, optimizer, batches)
        print(epoch, evaluate(model, batches))
        print(epoch, float(token_loss(model, batches[0])))


if __name__ == "__main__":
    main()
