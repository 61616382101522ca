import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from weighting import inverse_frequency_weights

VOCAB, SEQ, INTENTS, BATCH = 60, 8, 6, 12


class IntentMLP(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, 16)(ids).mean(1)
        return nn.Dense(INTENTS)(nn.relu(nn.Dense(32)(h)))


def main():
    rng = np.random.default_rng(3)
    ids = rng.integers(1, VOCAB, size=(96, SEQ)).astype(np.int32)
    # skewed label distribution: high intent ids are rare
    labels = np.minimum(rng.geometric(0.45, size=96) - 1, INTENTS - 1).astype(np.int32)
    model = IntentMLP()
    params = model.init(jax.random.PRNGKey(0), ids[:1])
    tx = optax.adam(3e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, ids, labels, class_weights):
        def loss_fn(p):
            ce = optax.softmax_cross_entropy_with_integer_labels(model.apply(p, ids), labels)
            return (ce * class_weights[labels]).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for i in range(0, 96, BATCH):
        x, y = ids[i:i + BATCH], labels[i:i + BATCH]
        params, opt_state, loss = train_step(params, opt_state, x, y, inverse_frequency_weights(y))
    print(f"final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
