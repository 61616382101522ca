import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import SmoothedEarlyStopping

tx = optax.adam(5e-3)


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((predict(p, x)[:, 0] - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def val_loss_fn(params, x, y):
    return jnp.mean((predict(params, x)[:, 0] - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, 6)).astype(np.float32)
    y = (np.cos(x[:, 2]) + 0.3 * x[:, 1]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 24)) * 0.3, "w2": jax.random.normal(k2, (24, 1)) * 0.3}
    opt_state = tx.init(params)
    stopper = SmoothedEarlyStopping(patience=3)
    for epoch in range(8):
        for i in range(0, 320, 64):
            params, opt_state, _ = train_step(params, opt_state, x[i:i + 64], y[i:i + 64])
        vl = val_loss_fn(params, x[320:], y[320:])
        if stopper(vl):
            print("stopping at", epoch)
            break
        print(epoch, float(vl))


if __name__ == "__main__":
    main()
