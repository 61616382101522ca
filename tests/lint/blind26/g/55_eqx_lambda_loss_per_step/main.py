import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from train import make_step, opt

rng = np.random.default_rng(0)
X = rng.normal(size=(128, 20)).astype(np.float32)     # collar IMU window features
Y = rng.integers(0, 4, size=128).astype(np.int32)
class_w = jnp.asarray([1.0, 2.5, 1.0, 4.0])           # rare: feeding, running

model = eqx.nn.MLP(20, 4, 32, 2, key=jax.random.PRNGKey(0))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(3):
    for i in range(0, 128, 32):
        model, opt_state, loss = make_step(
            model, opt_state, X[i:i + 32], Y[i:i + 32],
            lambda logits, y: jnp.mean(class_w[y] * optax.softmax_cross_entropy_with_integer_labels(logits, y)),
        )
    print(epoch, float(loss))
