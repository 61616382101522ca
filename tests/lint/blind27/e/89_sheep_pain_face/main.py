import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import pain_net

rng = np.random.default_rng(89)
# sheep pain face scale: orbital tightening, ear position, cheek, lip, nostril features
X = rng.normal(size=(128, 10)).astype(np.float32)
y = (X[:, :4].sum(1) > 0.5).astype(np.float32)
params = pain_net.init(jax.random.PRNGKey(0), X[:2], 0.2)
tx = optax.adam(3e-3)
opt_state = tx.init(params)


@jax.jit
def pain_logits(params, key, x, rate):
    return pain_net.apply(params, key, x, rate)


@jax.jit
def pain_step(params, opt_state, key, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(pain_net.apply(p, key, x, 0.2), y).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


key = jax.random.PRNGKey(1)
for epoch in range(4):
    for b in range(0, 96, 32):
        key, sub = jax.random.split(key)
        params, opt_state, loss = pain_step(params, opt_state, sub, X[b:b + 32], y[b:b + 32])
    key, k_train, k_val = jax.random.split(key, 3)
    train_logits = pain_logits(params, k_train, X[64:96], 0.2)
    val_logits = pain_logits(params, k_val, X[96:], 0.0)
    acc = float(jnp.mean((val_logits > 0) == (y[96:] > 0.5)))
    print(epoch, float(loss), acc)
