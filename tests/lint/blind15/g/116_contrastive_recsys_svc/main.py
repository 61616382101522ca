import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TwoTower, with_temperature

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, users, items):
    def loss_fn(m):
        m = eqx.tree_at(lambda x: x.temperature, m, jax.lax.stop_gradient(m.temperature))
        logits = m.logits(users, items)
        labels = jnp.arange(logits.shape[0])
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = TwoTower(6, 5, 8, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        temp = max(0.1, 1.0 * 0.7 ** step)
        model = with_temperature(model, temp)
        users = rng.normal(size=(16, 6)).astype(np.float32)
        items = users[:, :5] + 0.1 * rng.normal(size=(16, 5)).astype(np.float32)
        model, opt_state, loss = train_step(model, opt_state, users, items)
        print(f"step {step} temp {temp:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
