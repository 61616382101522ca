import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import RegionClassifier, set_dropout

optim = optax.adam(3e-3)
EPOCHS = 4


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        logits = jax.vmap(m)(x, keys)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 24)).astype(np.float32)
    y = (np.abs(x[:, :4]).argmax(-1)).astype(np.int32)
    key = jax.random.PRNGKey(0)
    model = RegionClassifier(24, 4, p=0.5, key=key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(EPOCHS):
        # anneal dropout from 0.5 down to 0.1 over training
        model = set_dropout(model, 0.5 - 0.4 * epoch / (EPOCHS - 1))
        for i in range(0, 64, 32):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, x[i:i + 32], y[i:i + 32], sub)
        print(f"epoch {epoch}: dropout {model.drop.p:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
