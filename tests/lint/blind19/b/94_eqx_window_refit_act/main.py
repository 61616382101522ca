import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import build_model

tx = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    for window in range(4):
        key, kd, km = jax.random.split(key, 3)
        x = jax.random.normal(kd, (96, 5))
        y = (x[:, 0] + 0.5 * x[:, 2] > 0).astype(jnp.float32)
        model = build_model(5, km)
        opt_state = tx.init(eqx.filter(model, eqx.is_array))
        for _ in range(3):
            model, opt_state, loss = train_step(model, opt_state, x, y)
        print("window", window, float(loss))


if __name__ == "__main__":
    main()
