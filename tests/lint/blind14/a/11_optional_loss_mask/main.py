import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from data import packed_stream

VOCAB = 40


class TinyLM(nn.Module):
    vocab: int
    dim: int = 32

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.dim)(ids)
        x = nn.gelu(nn.Dense(self.dim)(x))
        return nn.Dense(self.vocab)(x)


model = TinyLM(VOCAB)
tx = optax.adam(1e-3)


def compute_loss(params, batch):
    ids = batch["input_ids"]
    logits = model.apply({"params": params}, ids[:, :-1])
    mask = jnp.ones_like(ids[:, 1:], dtype=jnp.float32)
    if "segment_ids" in batch:
        seg = batch["segment_ids"]
        mask = (seg[:, 1:] == seg[:, :-1]).astype(jnp.float32)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:])
    return (ce * mask).sum() / mask.sum()


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(compute_loss)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 15), jnp.int32))["params"]
    opt_state = tx.init(params)
    for step, batch in enumerate(packed_stream(VOCAB, 4, 8)):
        params, opt_state, loss = train_step(params, opt_state, batch)
        print(step, sorted(batch), float(loss))


if __name__ == "__main__":
    main()
