import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import maybe_decay

BASE_LR = 1e-2
FRAMES, BATCH = 64, 8


def tempo_features(onsets):
    spec = jnp.abs(jnp.fft.rfft(onsets, axis=-1))
    return jnp.log1p(spec[:, 1:17])


def loss_fn(w, onsets, bpm):
    pred = tempo_features(onsets) @ w["proj"] + w["bias"]
    return jnp.mean((pred - bpm / 100.0) ** 2)


@jax.jit
def train_step(w, opt_state, onsets, bpm):
    loss, g = jax.value_and_grad(loss_fn)(w, onsets, bpm)
    updates, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, updates), opt_state, loss


tx = optax.inject_hyperparams(optax.adam)(learning_rate=BASE_LR)


def main():
    rng = np.random.default_rng(0)
    w = {"proj": jnp.zeros(16), "bias": jnp.zeros(())}
    opt_state = tx.init(w)
    for epoch in range(7):
        opt_state = maybe_decay(opt_state, epoch, BASE_LR)
        bpm = rng.uniform(80, 160, BATCH).astype(np.float32)
        onsets = rng.random((BATCH, FRAMES)).astype(np.float32)
        w, opt_state, loss = train_step(w, opt_state, onsets, bpm)
        print(epoch, float(opt_state.hyperparams["learning_rate"]), float(loss))


if __name__ == "__main__":
    main()
