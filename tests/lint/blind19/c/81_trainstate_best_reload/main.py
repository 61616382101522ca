import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import EmotionClassifier
from state import make_state

VOCAB, SEQ = 70, 9


@jax.jit
def train_step(state, ids, labels):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn(p, ids), labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    ids = jnp.asarray(rng.integers(1, VOCAB, size=(32, SEQ)), dtype=jnp.int32)
    labels = jnp.asarray(rng.integers(0, 6, size=32), dtype=jnp.int32)
    model = EmotionClassifier(VOCAB)
    params = model.init(jax.random.PRNGKey(0), ids[:1])
    best_params, best_loss = params, float("inf")
    lr = 5e-3
    for epoch in range(4):
        # restart each epoch from the best weights so far with a decayed learning rate
        state = make_state(model, best_params, lr)
        for i in range(0, 32, 8):
            state, loss = train_step(state, ids[i:i + 8], labels[i:i + 8])
        if float(loss) < best_loss:
            best_params, best_loss = state.params, float(loss)
        lr *= 0.5
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
