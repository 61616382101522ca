import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import MLPClassifier, set_dropout

optim = optax.adam(1e-3)


def dropout_schedule(epoch, final_p=0.3, ramp_epochs=4):
    return final_p * min(epoch, ramp_epochs) / ramp_epochs


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
    x = rng.normal(size=(32, 1, 8, 8)).astype(np.float32)
    y = rng.integers(0, 10, size=32).astype(np.int32)
    key = jax.random.PRNGKey(0)
    model = MLPClassifier(key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(6):
        model = set_dropout(model, dropout_schedule(epoch))
        for i in range(2):
            key, sub = jax.random.split(key)
            sl = slice(i * 16, (i + 1) * 16)
            model, opt_state, loss = train_step(model, opt_state, x[sl], y[sl], sub)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
