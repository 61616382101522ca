import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from loader import StationLoader


class DemandNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.softplus(nn.Dense(1)(x))[:, 0]


def synth(n=700, seed=1):
    rng = np.random.default_rng(seed)
    temp = rng.normal(15, 8, n)
    hour = rng.integers(0, 24, n)
    weekend = rng.integers(0, 2, n)
    rate = np.exp(1.0 + 0.05 * temp + 0.8 * np.sin(np.pi * hour / 24) - 0.3 * weekend)
    counts = rng.poisson(rate)
    x = np.stack([temp / 30, np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24), weekend], 1)
    return x.astype(np.float32), counts.astype(np.float32)


model = DemandNet()
tx = optax.adamw(3e-3)


@jax.jit
def fit_batch(params, opt_state, xb, yb, mask):
    def nll(p):
        rate = model.apply(p, xb) + 1e-3
        ll = yb * jnp.log(rate) - rate
        return -jnp.sum(ll * mask) / jnp.sum(mask)
    loss, g = jax.value_and_grad(nll)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    x, y = synth()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    loader = StationLoader(x, y, batch_size=64)
    for epoch in range(4):
        losses = []
        for xb, yb, mask in loader:
            params, opt_state, loss = fit_batch(params, opt_state, xb, yb, mask)
            losses.append(float(loss))
        print(epoch, np.mean(losses))


if __name__ == "__main__":
    main()
