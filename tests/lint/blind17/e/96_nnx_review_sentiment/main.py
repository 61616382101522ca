import jax.numpy as jnp
import optax
from flax import nnx

from data import VOCAB, PAD, make_reviews, batches


class BagOfEmbeddings(nnx.Module):
    def __init__(self, vocab, dim, rngs: nnx.Rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.out = nnx.Linear(dim, 2, rngs=rngs)

    def __call__(self, tokens):
        mask = (tokens != PAD)[..., None]
        h = (self.embed(tokens) * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return self.out(h)


model = BagOfEmbeddings(VOCAB, 16, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, tokens, labels):
    def loss_fn(model):
        logits = model(tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


docs, labels = make_reviews()
for epoch in range(2):
    for tokens, y in batches(docs, labels):
        loss = train_step(model, optimizer, tokens, y)
    print(f"epoch {epoch} loss {float(loss):.4f}")
