import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import PlateauHalver

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def loss_fn(p, x, y):
    logits = jnp.tanh(x @ p["w1"]) @ p["w2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def fit_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def val_loss(params, x, y):
    return loss_fn(params, x, y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 30)).astype(np.float32)
    y = rng.integers(0, 5, 128).astype(np.int32)
    xv = rng.normal(size=(32, 30)).astype(np.float32)
    yv = rng.integers(0, 5, 32).astype(np.int32)
    params = {"w1": jnp.asarray(rng.normal(size=(30, 32)) * 0.2, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(32, 5)) * 0.2, jnp.float32)}
    opt_state = tx.init(params)
    plateau = PlateauHalver()
    for epoch in range(8):
        for i in range(0, 128, 32):
            params, opt_state, loss = fit_step(params, opt_state, x[i : i + 32], y[i : i + 32])
        vl = float(val_loss(params, xv, yv))
        opt_state = plateau(opt_state, vl)
        print(epoch, round(vl, 4), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
