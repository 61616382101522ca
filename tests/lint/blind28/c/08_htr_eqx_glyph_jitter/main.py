import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

EPOCHS = 5


class GlyphClassifier(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(64, 48, key=k1), eqx.nn.Linear(48, 26, key=k2)]

    def __call__(self, x):
        x = jax.nn.silu(self.layers[0](x))
        return self.layers[1](x)


@eqx.filter_jit
def train_epoch(model, opt_state, glyphs, labels, key, progress, optim):
    # jitter shrinks as training progresses
    glyphs = glyphs + 0.2 * (1.0 - progress) * jax.random.normal(key, glyphs.shape)

    def loss_fn(m):
        logits = jax.vmap(m)(glyphs)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(2)
    glyphs = jnp.asarray(rng.random((40, 64)).astype(np.float32))
    labels = jnp.asarray(rng.integers(0, 26, 40).astype(np.int32))
    key = jax.random.PRNGKey(2)
    model = GlyphClassifier(key)
    optim = optax.sgd(0.1)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(EPOCHS):
        key, sub = jax.random.split(key)
        progress = jnp.asarray(epoch / EPOCHS, dtype=jnp.float32)
        model, opt_state, loss = train_epoch(model, opt_state, glyphs, labels, sub, progress, optim)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
