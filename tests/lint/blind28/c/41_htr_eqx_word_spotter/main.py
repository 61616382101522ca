import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

EPOCHS = 4


class WordSpotter(eqx.Module):
    encoder: eqx.nn.MLP
    lexicon: jax.Array
    temperature: jax.Array

    def __init__(self, key, n_words=60, dim=16):
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.MLP(32, dim, 32, depth=2, key=k1)
        self.lexicon = jax.random.normal(k2, (n_words, dim))
        self.temperature = jnp.asarray(2.0, dtype=jnp.float32)

    def __call__(self, feats):
        z = self.encoder(feats)
        return (self.lexicon @ z) / jax.lax.stop_gradient(self.temperature)


@eqx.filter_jit
def gallery_step(model, opt_state, feats, word_ids, optim):
    def loss_fn(m):
        logits = jax.vmap(m)(feats)
        return optax.softmax_cross_entropy_with_integer_labels(logits, word_ids).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(4)
    feats = rng.normal(size=(32, 32)).astype(np.float32)
    word_ids = rng.integers(0, 60, 32).astype(np.int32)
    model = WordSpotter(jax.random.PRNGKey(4))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(EPOCHS):
        t = jnp.asarray(2.0 - 1.5 * epoch / (EPOCHS - 1), dtype=jnp.float32)
        model = eqx.tree_at(lambda m: m.temperature, model, t)
        for _ in range(3):
            model, opt_state, loss = gallery_step(model, opt_state, feats, word_ids, optim)
        print(epoch, float(model.temperature), float(loss))


if __name__ == "__main__":
    main()
