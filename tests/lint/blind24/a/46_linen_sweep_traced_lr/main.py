import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class MortalityNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(16)(x)))[:, 0]


net = MortalityNet()


@jax.jit
def sweep_step(params, opt_state, x, y):
    def loss_fn(p):
        z = net.apply(p, x)
        return jnp.mean(optax.sigmoid_binary_cross_entropy(z, y))
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)

# broiler flock mortality (>5% by day 42) from hatchery, stocking density, litter, season
rng = np.random.default_rng(36)
x = rng.normal(size=(160, 5)).astype(np.float32)
y = (x[:, 0] - x[:, 2] > 0.8).astype(np.float32)
for lr in [3e-2, 1e-2, 3e-3, 1e-3]:
    params = net.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    for _ in range(15):
        params, opt_state, loss = sweep_step(params, opt_state, x, y)
    print(f"lr={lr:g} final loss {float(loss):.4f}")
