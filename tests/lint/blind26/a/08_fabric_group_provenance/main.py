import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import init, forward

rng = np.random.default_rng(2)
# trace-element concentrations (log ppm) for 6 fabric groups
x = rng.normal(size=(240, 12)).astype(np.float32)
groups = rng.integers(0, 6, size=240)
x[np.arange(240), groups] += 2.0
xtr, ytr, xva, yva = x[:192], groups[:192], x[192:], groups[192:]

params = init(jax.random.PRNGKey(0), 12, 24, 6)
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def update(p, opt_state, xb, yb, key):
    def loss_fn(p):
        logits = forward(p, xb, key, training=True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    grads = jax.grad(loss_fn)(p)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(p, updates), opt_state


key = jax.random.PRNGKey(1)
for epoch in range(6):
    for s in range(0, 192, 48):
        key, sub = jax.random.split(key)
        params, opt_state = update(params, opt_state, xtr[s:s + 48], ytr[s:s + 48], sub)
    logits = forward(params, xva, key, training=False)
    print(epoch, float(jnp.mean(jnp.argmax(logits, -1) == yva)))

# MC-dropout spread on the held-out sherds
draws = []
for k in jax.random.split(key, 8):
    draws.append(jax.nn.softmax(forward(params, xva, k, training=True)))
print("mean predictive std", float(jnp.stack(draws).std(0).mean()))
