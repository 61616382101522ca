import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import LEN, N_TAGS, mixed_stream

tx = optax.adam(1e-2)


def loss_fn(w, batch):
    feats = jnp.log1p(jnp.abs(jnp.fft.rfft(batch["audio"], axis=-1)))[:, :64]
    per_ex = optax.sigmoid_binary_cross_entropy(feats @ w, batch["tags"]).mean(-1)
    return jnp.sum(per_ex * batch["weight"]) / jnp.sum(batch["weight"])


@jax.jit
def train_step(w, opt_state, batch):
    loss, g = jax.value_and_grad(loss_fn)(w, batch)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


def main():
    w = jnp.zeros((64, N_TAGS))
    opt_state = tx.init(w)
    for step, batch in enumerate(mixed_stream(np.random.default_rng(0), 6)):
        w, opt_state, loss = train_step(w, opt_state, batch)
        print(step, list(batch)[0], float(loss))


if __name__ == "__main__":
    main()
