import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class AugmentedHead(eqx.Module):
    mlp: eqx.nn.MLP
    noise_std: jax.Array

    def __call__(self, x, key):
        return self.mlp(x + self.noise_std * jax.random.normal(key, x.shape))


key = jax.random.PRNGKey(1)
model = AugmentedHead(eqx.nn.MLP(48, 4, 64, 2, key=key), jnp.asarray(0.5, jnp.float32))
opt = optax.adam(1e-3)
opt_state = opt.init(eqx.filter(model, eqx.is_inexact_array))


@eqx.filter_jit
def fit_step(model, opt_state, x, y, key):
    def loss_fn(m):
        logits = jax.vmap(m)(x, jax.random.split(key, x.shape[0]))
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    grads = eqx.tree_at(lambda g: g.noise_std, grads, jnp.zeros_like(model.noise_std))
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(1)
X = rng.normal(size=(192, 48)).astype(np.float32)
Y = rng.integers(0, 4, size=192).astype(np.int32)
for epoch in range(5):
    model = eqx.tree_at(lambda m: m.noise_std, model, jnp.asarray(0.5 * (1 - epoch / 5), jnp.float32))
    for i in range(0, 192, 64):
        key, sub = jax.random.split(key)
        model, opt_state, loss = fit_step(model, opt_state, X[i:i + 64], Y[i:i + 64], sub)
    print(epoch, float(model.noise_std), float(loss))
