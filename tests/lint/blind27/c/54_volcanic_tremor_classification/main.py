import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import make_batches

opt = optax.adam(1e-2)


@jax.jit
def tremor_step(w, state, x, m, y):
    def loss(w):
        e = (x ** 2) * m
        feats = jnp.stack([e.sum(1) / m.sum(1), jnp.log(m.sum(1))], 1)
        return optax.sigmoid_binary_cross_entropy(feats @ w[:2] + w[2], y).mean()
    l, g = jax.value_and_grad(loss)(w)
    u, state = opt.update(g, state)
    return optax.apply_updates(w, u), state, l


rng = np.random.default_rng(54)
records = []
for i in range(64):
    n = int(rng.integers(300, 1000))
    records.append({"trace": (rng.normal(size=n) * (2.0 if i % 2 else 1.0)).astype(np.float32), "label": i % 2})

w = jnp.zeros(3, jnp.float32)
state = opt.init(w)
for epoch in range(3):
    for x, m, y in make_batches(records, 8):
        w, state, l = tremor_step(w, state, x, m, y)
    print(epoch, float(l))
