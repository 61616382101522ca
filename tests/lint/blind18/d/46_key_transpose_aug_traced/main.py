import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import random_transpositions, transpose_example

FRAMES = 64


def key_logits(w, chroma):
    return chroma.mean(axis=0) @ w


@jax.jit
def train_step(w, opt_state, chroma, key_label):
    def loss_fn(w):
        return optax.softmax_cross_entropy_with_integer_labels(key_logits(w, chroma), key_label)

    loss, g = jax.value_and_grad(loss_fn)(w)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


opt = optax.sgd(0.1)


def main():
    rng = np.random.default_rng(3)
    w = jnp.zeros((12, 12))
    opt_state = opt.init(w)
    shifts = random_transpositions(rng)
    for step in range(8):
        label = int(rng.integers(0, 12))
        chroma = np.abs(rng.standard_normal((FRAMES, 12))).astype(np.float32)
        chroma[:, label] += 2.0
        chroma_t, label_t = transpose_example(chroma, jnp.int32(label), next(shifts))
        w, opt_state, loss = train_step(w, opt_state, chroma_t, label_t)
        print(step, int(label_t), float(loss))


if __name__ == "__main__":
    main()
