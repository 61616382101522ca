import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from data import VOCAB, batches, synthetic_corpus


class TinyLM(nn.Module):
    vocab: int
    dim: int = 32

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.dim)(ids)
        x = nn.Dense(self.dim)(x)
        x = nn.gelu(x)
        return nn.Dense(self.vocab)(x)


model = TinyLM(vocab=len(VOCAB))
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply(p, batch["input_ids"][:, :-1])
        targets = batch["input_ids"][:, 1:]
        mask = batch["mask"][:, 1:]
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
        return (ce * mask).sum() / mask.sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    texts = synthetic_corpus(48)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8), jnp.int32))
    opt_state = tx.init(params)
    for epoch in range(2):
        for batch in batches(texts, 8):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"epoch {epoch} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
