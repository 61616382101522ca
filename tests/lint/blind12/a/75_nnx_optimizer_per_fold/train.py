import optax
from flax import nnx

from model import SentimentMLP


@nnx.jit
def train_step(model, optimizer, ids, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(ids), labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def fit_fold(seed, ids, labels, learning_rate, epochs=2):
    model = SentimentMLP(200, 16, rngs=nnx.Rngs(seed))
    optimizer = nnx.Optimizer(model, optax.adam(learning_rate), wrt=nnx.Param)
    for _ in range(epochs):
        loss = train_step(model, optimizer, ids, labels)
    return model, float(loss)
