import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train_utils import build_optimizer, make_step

rng = np.random.default_rng(0)
X = rng.uniform(-1, 1, size=(128, 2)).astype(np.float32)
Y = (X[:, :1] * X[:, 1:]).astype(np.float32)

model = eqx.nn.MLP(2, 1, width_size=16, depth=2, key=jax.random.PRNGKey(0))
optim = build_optimizer(0.1)
opt_state = optim.init(eqx.filter(model, eqx.is_array))

step = jnp.zeros((), jnp.int32)
for epoch in range(3):
    for i in range(0, 128, 32):
        model, opt_state, loss = make_step(model, opt_state, optim, X[i:i + 32], Y[i:i + 32], step)
        step += 1
    print(f"epoch {epoch} step {int(step)} loss {float(loss):.5f}")
