import numpy as np
import jax
import jax.numpy as jnp
import optax

from checkpoint import BestCheckpoint

tx = optax.adam(0.02)


def init_params(key, d):
    return {"w": 0.1 * jax.random.normal(key, (d,)), "b": jnp.zeros(())}


def lr_loss(p, x, y):
    z = x @ p["w"] + p["b"]
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


@jax.jit
def lapse_train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lr_loss)(params, x, y)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def lapse_val_loss(params, x, y):
    return lr_loss(params, x, y)


def main():
    rng = np.random.default_rng(291)
    x = jnp.asarray(rng.normal(size=(900, 6)), jnp.float32)
    y = jnp.asarray(rng.uniform(size=900) < 1 / (1 + np.exp(-(np.asarray(x[:, 0]) - 1))), jnp.float32)
    xt, yt, xv, yv = x[:600], y[:600], x[600:], y[600:]
    params = init_params(jax.random.PRNGKey(0), 6)
    opt_state = tx.init(params)
    ckpt = BestCheckpoint()
    for epoch in range(10):
        params, opt_state, _ = lapse_train_step(params, opt_state, xt, yt)
        ckpt(params, float(lapse_val_loss(params, xv, yv)))
        if epoch % 4 == 3:
            params = ckpt.restore()
    print("best", round(ckpt.best, 4))


if __name__ == "__main__":
    main()
