import jax
import jax.numpy as jnp
import numpy as np
import optax

from inference import Predictor
from model import Tagger

model = Tagger()
tx = optax.adam(5e-3)


@jax.jit
def train_step(params, opt_state, tokens, tags):
    def loss_fn(p):
        logits = model.apply({"params": p}, tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, tags).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 10), jnp.int32))["params"]
    opt_state = tx.init(params)
    predictor = Predictor(model)
    val_tokens = rng.integers(0, 40, size=(20, 10)).astype(np.int32)
    val_tags = val_tokens % 5
    for epoch in range(4):
        for _ in range(3):
            tokens = rng.integers(0, 40, size=(16, 10)).astype(np.int32)
            params, opt_state, loss = train_step(params, opt_state, tokens, tokens % 5)
        preds = predictor.predict(params, val_tokens)
        print(epoch, float(loss), float((preds == val_tags).mean()))


if __name__ == "__main__":
    main()
