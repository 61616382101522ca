import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import ClipDataset, iterate

BATCH = 8
tx = optax.adam(1e-2)


def features(audio):
    return jnp.log1p(jnp.abs(jnp.fft.rfft(audio, axis=-1)))[:, :64]


@jax.jit
def train_step(w, opt_state, audio, labels):
    def loss_fn(w):
        return optax.softmax_cross_entropy_with_integer_labels(features(audio) @ w, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(w)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    ds = ClipDataset(rng)
    w = jnp.zeros((64, 4))
    opt_state = tx.init(w)
    for epoch in range(3):
        for audio, labels in iterate(ds, BATCH, rng):
            w, opt_state, loss = train_step(w, opt_state, audio, labels)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
