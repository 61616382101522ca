import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import maybe_augment
from data import picker_batches

tx = optax.adam(3e-3)


def logits_fn(w, x):
    energy = jnp.log1p(jnp.sum(x ** 2, axis=-1))
    smooth = jnp.convolve(energy.ravel(), jnp.ones(5) / 5, mode="same").reshape(energy.shape)
    return w[0] * smooth + w[1]


@jax.jit
def onset_fit_step(w, opt_state, batch):
    x, y = batch
    loss, g = jax.value_and_grad(lambda w: optax.sigmoid_binary_cross_entropy(logits_fn(w, x), y).mean())(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    w = jnp.array([1.0, -1.0])
    opt_state = tx.init(w)
    for batch in picker_batches(rng):
        batch = maybe_augment(batch, rng)
        w, opt_state, loss = onset_fit_step(w, opt_state, batch)
    print(float(loss), np.asarray(w))


if __name__ == "__main__":
    main()
