import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

VOCAB, DIM = 40, 16


class TinyLM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, DIM, rngs=rngs)
        self.head = nnx.Linear(DIM, VOCAB, rngs=rngs)

    def __call__(self, tokens):
        return self.head(jnp.tanh(self.embed(tokens)))


@nnx.jit
def train_step(model, optimizer, tokens):
    def loss_fn(m):
        logits = m(tokens[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main(epochs=3, base_lr=3e-3):
    model = TinyLM(nnx.Rngs(0))
    rng = np.random.default_rng(0)
    data = [jnp.asarray(rng.integers(0, VOCAB, (4, 12)), jnp.int32) for _ in range(3)]
    for epoch in range(epochs):
        optimizer = nnx.Optimizer(model, optax.adam(base_lr * 0.5 ** epoch), wrt=nnx.Param)
        for tokens in data:
            loss = train_step(model, optimizer, tokens)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
