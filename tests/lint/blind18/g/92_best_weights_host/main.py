import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import BestWeights

tx = optax.sgd(0.05)


def mse(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w1"]) @ params["w2"] - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def run_epochs(params, opt_state, x, y, epochs, cb):
    for epoch in range(epochs):
        for i in range(0, 48, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        cb.on_validation_end(params, float(mse(params, x[48:], y[48:])))
    return params, opt_state


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x[:, :1] * x[:, 1:2]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.5, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    opt_state = tx.init(params)
    cb = BestWeights()
    params, opt_state = run_epochs(params, opt_state, x, y, 3, cb)
    params = cb.restore()
    print("restored best", cb.best)
    params, opt_state = run_epochs(params, opt_state, x, y, 2, cb)
    print("final best", cb.best)


if __name__ == "__main__":
    main()
