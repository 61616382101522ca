import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class TemperatureClassifier(eqx.Module):
    linear: eqx.nn.Linear
    temperature: float

    def __init__(self, dim, classes, key, temperature=2.0):
        self.linear = eqx.nn.Linear(dim, classes, key=key)
        self.temperature = temperature

    def __call__(self, x):
        return self.linear(x) / self.temperature


def anneal(model, epoch, start=2.0, decay=0.8, floor=0.5):
    t = max(floor, start * decay ** epoch)
    return eqx.tree_at(lambda m: m.temperature, model, t)


optim = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = TemperatureClassifier(6, 3, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    for epoch in range(5):
        model = anneal(model, epoch)
        x = rng.normal(size=(24, 6)).astype(np.float32)
        y = rng.integers(0, 3, size=24).astype(np.int32)
        model, opt_state, loss = train_step(model, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
