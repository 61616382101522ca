import jax
import jax.numpy as jnp
import numpy as np
import optax

from net import apply, net

rng = np.random.default_rng(113)
# discriminate rockfalls from volcano-tectonic events with envelope features
x = rng.normal(size=(200, 6)).astype(np.float32)
y = (x[:, 0] * x[:, 1] > 0).astype(np.int32)
params = net.init(jax.random.PRNGKey(0), x[:1], True)
tx = optax.adam(1e-2)
state = tx.init(params)


@jax.jit
def rockfall_step(params, state, key, xb, yb):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, key, xb, True), yb).mean()
    g = jax.grad(loss)(params)
    u, state = tx.update(g, state)
    return optax.apply_updates(params, u), state


key = jax.random.PRNGKey(1)
for epoch in range(4):
    for i in range(0, 160, 40):
        key, k = jax.random.split(key)
        params, state = rockfall_step(params, state, k, x[i:i + 40], y[i:i + 40])
    acc = jnp.mean(jnp.argmax(apply(params, None, x[160:], False), -1) == y[160:])
    print(epoch, float(acc))
