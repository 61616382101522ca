import jax
import jax.numpy as jnp
import numpy as np
import optax
import equinox as eqx

from model import Classifier, set_dropout

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    keys = jax.random.split(key, x.shape[0])

    def loss_fn(m):
        logits = jax.vmap(m)(x, keys)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(32, 1, 10, 10)), jnp.float32)
    y = jnp.asarray(rng.integers(0, 4, size=(32,)), jnp.int32)
    key = jax.random.PRNGKey(0)
    model = Classifier(4, key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    num_epochs = 5
    for epoch in range(num_epochs):
        p = 0.5 * (1.0 - epoch / num_epochs)
        model = set_dropout(model, p)
        for _ in range(2):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, x, y, sub)
        print(f"epoch {epoch} dropout {p:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
