import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import evaluate

tx = optax.adam(5e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 3)).astype(np.float32)
    y = (x[:, :1] - 2 * x[:, 2:] ** 2).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (3, 32)) * 0.5, "b1": jnp.zeros(32),
              "w2": jax.random.normal(k2, (32, 1)) * 0.2}
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        print(epoch, float(loss), evaluate(params, x[64:], y[64:]))


if __name__ == "__main__":
    main()
