import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import ALPHABET, collate, synthetic_words

N_CLASSES = len(ALPHABET) + 1
MAX_CHARS = 16
tx = optax.adam(1e-3)


def recognizer(params, crops, n_chars):
    # attention over crop columns with one learned query per character slot
    cols = crops.transpose(0, 2, 1, 3).reshape(crops.shape[0], crops.shape[2], -1)
    keys = jnp.tanh(cols @ params["proj"])                      # [B, W, D]
    queries = params["slots"][:n_chars]                          # [L, D]
    attn = jax.nn.softmax(jnp.einsum("ld,bwd->blw", queries, keys), axis=-1)
    ctx = jnp.einsum("blw,bwd->bld", attn, keys)
    return ctx @ params["cls"]                                   # [B, L, C]


@jax.jit
def train_step(params, opt_state, crops, labels, label_pad):
    def loss_fn(p):
        logits = recognizer(p, crops, labels.shape[1])
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
        return jnp.sum(ce * (1 - label_pad)) / jnp.sum(1 - label_pad)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    words = synthetic_words(rng, 24)
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"proj": jax.random.normal(k1, (8, 32)) * 0.3,
              "slots": jax.random.normal(k2, (MAX_CHARS, 32)) * 0.3,
              "cls": jax.random.normal(k3, (32, N_CLASSES)) * 0.3}
    opt_state = tx.init(params)
    for epoch in range(1):
        for i in range(0, len(words), 4):
            crops, labels, label_pad = collate(words[i:i + 4])
            params, opt_state, loss = train_step(params, opt_state, crops, labels, label_pad)
        print(f"epoch {epoch}: char loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
