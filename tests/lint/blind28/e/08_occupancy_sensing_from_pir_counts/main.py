import jax
import jax.numpy as jnp
import optax

from data import pir_sessions, pad_batch

sessions = pir_sessions()
params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
tx = optax.adam(0.05)
opt_state = tx.init(params)


def features(x, mask):
    n = mask.sum(axis=1)
    mean = (x * mask).sum(axis=1) / n
    peak = jnp.max(jnp.where(mask > 0, x, 0.0), axis=1)
    active = ((x > 0) * mask).sum(axis=1) / n
    return jnp.stack([mean, peak / 5.0, active], axis=1)


@jax.jit
def fit_step(params, opt_state, x, mask, y):
    def loss(p):
        logits = features(x, mask) @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


for epoch in range(5):
    for i in range(0, len(sessions), 8):
        x, mask, y = pad_batch(sessions[i:i + 8])
        params, opt_state, l = fit_step(params, opt_state, x, mask, y)
    print(epoch, float(l))
