import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import class_frequencies, class_weights, weighted_ce

CLASSES = 4
optimizer = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, y, weights):
    def total(m):
        return weighted_ce(jax.vmap(m)(x), y, weights)
    loss, grads = eqx.filter_value_and_grad(total)(model)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(6, CLASSES, 16, 2, key=jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        x = rng.normal(size=(128, 6)).astype(np.float32)
        y = rng.choice(CLASSES, size=128, p=[0.6, 0.25, 0.1, 0.05]).astype(np.int32)
        weights = class_weights(class_frequencies(y, CLASSES))
        for _ in range(2):
            model, opt_state, loss = train_step(model, opt_state, jnp.asarray(x), jnp.asarray(y), weights)
        print(f"epoch {epoch} weighted CE {float(loss):.4f}")


if __name__ == "__main__":
    main()
