"""Normal vs wide-QRS beat classifier trained with equinox."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import BEAT_LEN, minibatches, synthetic_beats

optim = optax.sgd(0.1)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    x, y = synthetic_beats(200)
    model = eqx.nn.MLP(BEAT_LEN, 2, 16, 1, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    rng = np.random.default_rng(0)
    for epoch in range(3):
        for xb, yb in minibatches(x, y, 48, rng):
            model, opt_state, loss = train_step(model, opt_state, jnp.asarray(xb), jnp.asarray(yb))
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
