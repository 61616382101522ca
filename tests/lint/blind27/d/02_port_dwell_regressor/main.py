import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from loader import DwellLoader


class DwellNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x).squeeze(-1)


def synth_calls(n, seed=0):
    rng = np.random.default_rng(seed)
    teu = rng.uniform(200, 20000, n)
    cranes = rng.integers(1, 8, n)
    tide = rng.uniform(0, 1, n)
    berth = rng.integers(0, 12, n)
    wind = rng.uniform(0, 30, n)
    x = np.stack([teu / 20000, cranes / 8, tide, berth / 12, wind / 30], 1).astype(np.float32)
    y = (teu / (cranes * 900) + 2 * tide + rng.normal(0, 0.3, n)).astype(np.float32)
    return x, y


model = DwellNet()
tx = optax.adamw(3e-3, weight_decay=1e-4)


@jax.jit
def fit_step(params, opt_state, xb, yb):
    def loss_fn(p):
        pred = model.apply(p, xb)
        return jnp.mean(optax.huber_loss(pred, yb))
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    x, y = synth_calls(500)
    loader = DwellLoader(x, y, batch_size=64)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        tot = 0.0
        for xb, yb in loader:
            params, opt_state, loss = fit_step(params, opt_state, xb, yb)
            tot += float(loss)
        print(epoch, tot / len(loader))


if __name__ == "__main__":
    main()
