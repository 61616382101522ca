import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import JointTorqueMLP

opt = optax.adam(3e-3)


@eqx.filter_jit
def knee_torque_step(model, opt_state, x, y, epoch):
    def loss(m):
        w = jnp.where(epoch < 2, 1.0, 2.0)
        return jnp.mean(w * (m(x) - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


rng = np.random.default_rng(65)
X = rng.normal(size=(128, 6)).astype(np.float32)
y = (X[:, 0] * 30 + X[:, 2] * 20 + rng.normal(0, 2, 128)).astype(np.float32)
model = JointTorqueMLP(jax.random.PRNGKey(0))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    ep = jnp.asarray(epoch, dtype=jnp.int32)
    for i in range(0, 128, 32):
        model, opt_state, l = knee_torque_step(model, opt_state, X[i:i + 32], y[i:i + 32], ep)
    print(epoch, float(l))
