import jax
import jax.numpy as jnp
import numpy as np
import optax

from datasets import interleave

opt = optax.sgd(0.05)


@jax.jit
def detector_step(w, state, x, y):
    def loss(w):
        logits = x @ w
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    l, g = jax.value_and_grad(loss)(w)
    u, state = opt.update(g, state)
    return optax.apply_updates(w, u), state, l


rng = np.random.default_rng(43)
w = jnp.zeros(100, jnp.float32)
state = opt.init(w)
for step, (x, y) in enumerate(interleave(rng, 8, 32)):
    w, state, l = detector_step(w, state, x, y)
print(float(l))
