import jax
import jax.numpy as jnp
import optax
from flax import nnx

from data import N_MELS, bucketed_batches, synthetic_utterances


class KeywordSpotter(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(N_MELS, 16, kernel_size=(3,), rngs=rngs)
        self.head = nnx.Linear(16, 5, rngs=rngs)

    def __call__(self, feats, mask):
        h = nnx.relu(self.conv(feats))
        pooled = (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return self.head(pooled)


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(m):
        logits = m(batch["feats"], batch["mask"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = KeywordSpotter(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(2):
        for batch in bucketed_batches(synthetic_utterances(30, seed=epoch), batch_size=4):
            loss = train_step(model, optimizer, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
