import flax.linen as nn
import jax
import optax


class SiteAmpNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(16)(x))
        return nn.Dense(1)(x)[:, 0]


net = SiteAmpNet()
tx = optax.adam(1e-2)


@jax.jit
def full_batch_step(params, opt_state, x, y):
    def loss(p):
        return ((net.apply(p, x) - y) ** 2).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


@jax.jit
def val_rmse(params, x, y):
    return ((net.apply(params, x) - y) ** 2).mean() ** 0.5
