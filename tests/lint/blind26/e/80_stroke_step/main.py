import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import accuracy
from net import classifier

rng = np.random.default_rng(42)
X = rng.normal(size=(256, 10)).astype(np.float32)  # wrist IMU features per stroke cycle
Y = np.argmax(X[:, :4], 1).astype(np.int32)  # free, back, breast, fly
params = classifier.init(jax.random.PRNGKey(0), X[:1])
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def stroke_step(params, opt_state, x, y):
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(classifier.apply(p, x), y).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l


for epoch in range(5):
    for i in range(0, 192, 64):
        params, opt_state, l = stroke_step(params, opt_state, X[i:i + 64], Y[i:i + 64])
    print(epoch, float(l), accuracy(params, X[192:], Y[192:]))
