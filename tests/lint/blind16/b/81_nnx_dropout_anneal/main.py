import jax
import optax
from flax import nnx

from model import N_CLASSES, VOCAB, SentimentNet


@nnx.jit
def train_step(model, optimizer, ids, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(ids), labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def dropout_for_epoch(epoch, start=0.3, end=0.05, epochs=4):
    return start + (end - start) * epoch / (epochs - 1)


def main():
    model = SentimentNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        model.set_dropout(dropout_for_epoch(epoch))
        for _ in range(2):
            key, k1, k2 = jax.random.split(key, 3)
            ids = jax.random.randint(k1, (8, 12), 0, VOCAB)
            labels = jax.random.randint(k2, (8,), 0, N_CLASSES)
            loss = train_step(model, optimizer, ids, labels)
        print(epoch, round(model.drop.rate, 3), float(loss))


if __name__ == "__main__":
    main()
