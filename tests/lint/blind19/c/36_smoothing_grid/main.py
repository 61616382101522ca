import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from steps import make_train_step

VOCAB, SEQ, CLASSES = 60, 10, 3
SWEEP = [0.0, 0.1, 0.2]
EPOCHS = 3


class Sentiment(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, 16)(ids).mean(axis=1)
        return nn.Dense(CLASSES)(nn.tanh(nn.Dense(16)(h)))


def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(32, SEQ)).astype(np.int32)
    labels = (ids[:, 0] % CLASSES).astype(np.int32)
    model = Sentiment()
    tx = optax.sgd(0.5, momentum=0.9)
    step = make_train_step(model, tx, CLASSES)
    results = {}
    for smoothing in SWEEP:
        params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))
        opt_state = tx.init(params)
        for epoch in range(EPOCHS):
            for i in range(0, 32, 8):
                params, opt_state, loss = step(params, opt_state, ids[i:i + 8], labels[i:i + 8], smoothing)
        results[smoothing] = float(loss)
    for s, l in results.items():
        print(f"smoothing={s:.1f} final loss {l:.4f}")


if __name__ == "__main__":
    main()
