import jax
import jax.numpy as jnp
import optax

from data import DailyPanelLoader, make_panel

tx = optax.adamw(3e-3, weight_decay=1e-4)


def predict(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"]


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((predict(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_panel(500, 10)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.1 * jax.random.normal(k1, (10, 16)), "b1": jnp.zeros(16),
              "w2": 0.1 * jax.random.normal(k2, (16,))}
    opt_state = tx.init(params)
    loader = DailyPanelLoader(x, y, batch_size=64)
    for epoch in range(3):
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
