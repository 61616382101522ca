import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from weights import balanced_class_weights

optim = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, y, class_weights):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, y)
        w = jnp.asarray(class_weights)[y]
        return jnp.sum(w * ce) / jnp.sum(w)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def epoch_data(rng, n=256, d=8):
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, 0] + 0.5 * rng.normal(size=n) > 1.6 + 0.1 * rng.normal()).astype(np.int32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(8, 2, 16, 1, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        x, y = epoch_data(rng)
        cw = balanced_class_weights(y)
        model, opt_state, loss = train_step(model, opt_state, x, y, cw)
        print(f"epoch {epoch} weights {[round(v, 2) for v in cw]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
