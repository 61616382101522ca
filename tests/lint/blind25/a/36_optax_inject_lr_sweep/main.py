import jax
import jax.numpy as jnp
import numpy as np
import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def predict(w, x):
    h = jnp.tanh(x @ w["w1"])
    return h @ w["w2"]


@jax.jit
def train_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((predict(w, x) - y) ** 2))(w)
    upd, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, upd), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    x = jnp.asarray(rng.normal(size=(128, 4)), jnp.float32)
    y = jnp.sin(x[:, 0]) + 0.3 * x[:, 1]
    key = jax.random.PRNGKey(0)
    w = {"w1": jax.random.normal(key, (4, 16)) * 0.3, "w2": jnp.zeros(16)}
    opt_state = tx.init(w)
    for epoch in range(8):
        opt_state.hyperparams["learning_rate"] = jnp.asarray(1e-2 * 0.8 ** epoch, jnp.float32)
        for _ in range(10):
            w, opt_state, loss = train_step(w, opt_state, x, y)
        print(f"epoch {epoch}: lr {float(opt_state.hyperparams['learning_rate']):.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
