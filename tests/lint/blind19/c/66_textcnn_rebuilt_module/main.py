import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TextCNN
from train import train_step

VOCAB, SEQ = 120, 14
MODEL_CONFIG = {"vocab": VOCAB, "num_classes": 2, "dim": 24, "dropout_rate": 0.3}


def build_model(config):
    return TextCNN(**config)


def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(48, SEQ)).astype(np.int32)
    labels = (ids[:, :4].max(1) > 100).astype(np.int32)
    model = build_model(MODEL_CONFIG)
    params = model.init(jax.random.PRNGKey(0), ids[:1])
    tx = optax.adam(2e-3)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        model = build_model(MODEL_CONFIG)
        for i in range(0, 48, 12):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(model, tx, params, opt_state, ids[i:i + 12], labels[i:i + 12], sub)
        print(f"epoch {epoch} dropout {model.dropout_rate:.1f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
