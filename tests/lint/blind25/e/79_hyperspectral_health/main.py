import numpy as np
import jax
import jax.numpy as jnp
import optax
from net import health_net, apply_net

rng = np.random.default_rng(56)
X = rng.normal(size=(160, 40)).astype(np.float32)
y = (X[:, :5].sum(1) > 0).astype(np.int32)
params, state = health_net.init(jax.random.PRNGKey(0), X[:32], is_training=True)
tx = optax.adam(1e-2); opt = tx.init(params)
for epoch in range(3):
    for i in range(0, 128, 32):
        def loss(p):
            logits, new_state = apply_net(p, state, X[i:i + 32], is_training=True)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y[i:i + 32]).mean(), new_state
        (l, state), g = jax.value_and_grad(loss, has_aux=True)(params)
        u, opt = tx.update(g, opt); params = optax.apply_updates(params, u)
    logits, _ = apply_net(params, state, X[128:], is_training=False)
    print("epoch", epoch, "val acc", round(float(jnp.mean(logits.argmax(-1) == y[128:])), 3))
