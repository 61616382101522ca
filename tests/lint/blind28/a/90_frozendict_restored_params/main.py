import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from checkpoint import save, restore


class LeadTimeNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(24)(x)))[:, 0]


model = LeadTimeNet()
tx = optax.adam(1e-2)


@jax.jit
def leadtime_step(params, opt_state, x, y):
    l, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


@jax.jit
def leadtime_mae(params, x, y):
    return jnp.mean(jnp.abs(model.apply(params, x) - y))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 5)).astype(np.float32)
    y = (x[:, 0] * 0.8 + np.abs(x[:, 1]) + rng.normal(0, 0.1, 512)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for s in range(0, 384, 64):
            params, opt_state, _ = leadtime_step(params, opt_state, x[s:s + 64], y[s:s + 64])
        print("epoch", epoch, "holdout MAE", float(leadtime_mae(params, x[384:], y[384:])))
    blob = save(params)
    served = restore(blob)
    print("restored MAE", float(leadtime_mae(served, x[384:], y[384:])))


if __name__ == "__main__":
    main()
