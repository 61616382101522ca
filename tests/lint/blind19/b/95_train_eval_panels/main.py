import jax
import jax.numpy as jnp
import numpy as np
import optax

tx = optax.adam(1e-2)
TRAIN_DAYS, VAL_DAYS = 200, 50


@jax.jit
def portfolio_loss(w, feats, fwd):
    pos = jnp.tanh(feats @ w)
    pnl = (pos * fwd).sum(-1)
    return -pnl.mean() / (pnl.std() + 1e-6)


@jax.jit
def update(w, opt_state, feats, fwd):
    g = jax.grad(portfolio_loss)(w, feats, fwd)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state


def main():
    rng = np.random.default_rng(50)
    feats = rng.standard_normal((TRAIN_DAYS + VAL_DAYS, 10, 3)).astype(np.float32)
    fwd = (0.01 * feats[..., 1] + 0.01 * rng.standard_normal((TRAIN_DAYS + VAL_DAYS, 10))).astype(np.float32)
    tr = (jnp.asarray(feats[:TRAIN_DAYS]), jnp.asarray(fwd[:TRAIN_DAYS]))
    va = (jnp.asarray(feats[TRAIN_DAYS:]), jnp.asarray(fwd[TRAIN_DAYS:]))
    w = jnp.zeros(3, dtype=jnp.float32)
    opt_state = tx.init(w)
    for epoch in range(4):
        for _ in range(5):
            w, opt_state = update(w, opt_state, *tr)
        print(epoch, -float(portfolio_loss(w, *tr)), -float(portfolio_loss(w, *va)))


if __name__ == "__main__":
    main()
