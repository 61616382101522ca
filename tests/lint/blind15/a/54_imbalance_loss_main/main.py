import jax
import jax.numpy as jnp
import numpy as np
import optax
import equinox as eqx

from losses import effective_number_weights, weighted_xent

NUM_CLASSES = 5
optim = optax.adam(1e-3)


@eqx.filter_jit
def grads_and_loss(model, x, y, class_weights):
    def loss_fn(m):
        return weighted_xent(jax.vmap(m)(x), y, class_weights=class_weights)

    return eqx.filter_value_and_grad(loss_fn)(model)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    model = eqx.nn.MLP(64, NUM_CLASSES, 32, 2, key=key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    counts = np.ones(NUM_CLASSES)
    probs = np.array([0.5, 0.2, 0.15, 0.1, 0.05])
    for epoch in range(4):
        weights = effective_number_weights(counts)
        for _ in range(3):
            x = rng.normal(size=(32, 64)).astype(np.float32)
            y = rng.choice(NUM_CLASSES, size=32, p=probs).astype(np.int32)
            counts += np.bincount(y, minlength=NUM_CLASSES)
            loss, grads = grads_and_loss(model, x, y, weights)
            updates, opt_state = optim.update(grads, opt_state)
            model = eqx.apply_updates(model, updates)
        print(f"epoch {epoch} loss {float(loss):.4f} weights {weights}")


if __name__ == "__main__":
    main()
