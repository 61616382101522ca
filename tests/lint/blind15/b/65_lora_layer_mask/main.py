import jax
import numpy as np
import optax

from model import LAYERS, VOCAB, forward, init

tx = optax.adam(1e-2)


@jax.jit
def train_step(lora, opt_state, base, tokens, layer_mask):
    def loss_fn(l):
        logits = forward(base, l, tokens[:, :-1], layer_mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(lora)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(lora, updates), opt_state, loss


def sample_layers(rng, keep=2):
    mask = np.zeros(LAYERS, np.float32)
    mask[rng.choice(LAYERS, size=keep, replace=False)] = 1.0
    return mask


if __name__ == "__main__":
    base, lora = init(jax.random.PRNGKey(0))
    opt_state = tx.init(lora)
    rng = np.random.default_rng(1)
    for step in range(6):
        tokens = rng.integers(0, VOCAB, (4, 12)).astype(np.int32)
        mask = sample_layers(rng)
        lora, opt_state, loss = train_step(lora, opt_state, base, tokens, mask)
        print(step, mask.tolist(), float(loss))
