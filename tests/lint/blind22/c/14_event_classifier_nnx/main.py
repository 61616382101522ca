import jax.numpy as jnp
import optax
from flax import nnx

from data import N_CLASSES, N_FEAT, event_batches
from model import EventTagger


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(m):
        logits = m(batch["x"])
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"])
        if "weight" in batch:
            ce = ce * batch["weight"]
        return ce.mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = EventTagger(N_FEAT, N_CLASSES, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for batch in event_batches(9):
        loss = train_step(model, optimizer, batch)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
