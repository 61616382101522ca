import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from batch import make_batch

VOCAB, TAGS, PAD_TO = 70, 5, 16


class LstmTagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 16)(ids)
        h = nn.RNN(nn.OptimizedLSTMCell(16))(x)
        return nn.Dense(TAGS)(h)


def main():
    rng = np.random.default_rng(0)
    model = LstmTagger()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, PAD_TO), jnp.int32))
    tx = optax.adam(5e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply(p, batch.ids)
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch.tags)
            return (ce * batch.mask).sum() / batch.num_tokens
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for step in range(6):
        sents = [rng.integers(1, VOCAB, size=int(rng.integers(4, PAD_TO + 1))) for _ in range(4)]
        batch = make_batch(sents, [s % TAGS for s in sents], PAD_TO)
        params, opt_state, loss = train_step(params, opt_state, batch)
    print(f"final loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
