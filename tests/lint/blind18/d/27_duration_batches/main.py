import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import HOP, dynamic_batches, make_corpus


def frames(x):
    b, n = x.shape
    return x[:, : n // HOP * HOP].reshape(b, -1, HOP)


def loss_fn(w, x):
    f = frames(x)
    energy = jnp.log1p(jnp.mean(f ** 2, axis=-1))
    pred = jnp.tanh(f @ w).squeeze(-1)
    return jnp.mean((pred - energy) ** 2)


@jax.jit
def train_step(w, opt_state, x):
    loss, g = jax.value_and_grad(loss_fn)(w, x)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


opt = optax.sgd(0.05)


def main():
    rng = np.random.default_rng(0)
    corpus = make_corpus(rng)
    w = jnp.zeros((HOP, 1))
    opt_state = opt.init(w)
    for x in dynamic_batches(corpus):
        w, opt_state, loss = train_step(w, opt_state, x)
        print(x.shape, float(loss))


if __name__ == "__main__":
    main()
