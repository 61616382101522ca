import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import CropAugment

rng = np.random.default_rng(55)
X = rng.normal(size=(128, 128, 3)).astype(np.float32)  # tennis stroke gyro windows
Y = rng.integers(0, 3, 128).astype(np.int32)  # forehand, backhand, serve
aug = CropAugment()
tx = optax.sgd(0.05)


def logits(w, x):
    return jnp.concatenate([x.mean(1), x.std(1)], -1) @ w


@jax.jit
def serve_clf_step(w, opt_state, x, y):
    l, g = jax.value_and_grad(lambda w: optax.softmax_cross_entropy_with_integer_labels(logits(w, x), y).mean())(w)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


w = jnp.zeros((6, 3))
opt_state = tx.init(w)
for epoch in range(3):
    for i in range(0, 128, 32):
        w, opt_state, l = serve_clf_step(w, opt_state, aug(X[i:i + 32]), Y[i:i + 32])
    print(epoch, float(l))
