import jax
import jax.numpy as jnp
import numpy as np
import optax

from curriculum import SR, crop, segment_seconds

tx = optax.adam(1e-2)
TAPS = 32


def denoise(w, x):
    return jnp.convolve(x, w, mode="same")


@jax.jit
def train_step(w, opt_state, clean, noisy):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((denoise(w, noisy) - clean) ** 2))(w)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    song = np.sin(np.arange(4 * SR) * 0.05).astype(np.float32)
    w = jnp.zeros(TAPS).at[TAPS // 2].set(1.0)
    opt_state = tx.init(w)
    for step in range(6):
        clean = crop(song, segment_seconds(step), rng)
        noisy = clean + 0.1 * rng.standard_normal(len(clean)).astype(np.float32)
        w, opt_state, loss = train_step(w, opt_state, clean, noisy)
        print(step, len(clean), float(loss))


if __name__ == "__main__":
    main()
