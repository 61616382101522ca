import numpy as np
import jax
import jax.numpy as jnp
import optax

from callbacks import ValidationCallback
from model import ResidualStressNet


def hole_drilling_sets(n, seed):
    rng = np.random.default_rng(seed)
    stress = rng.uniform(-200, 200, (n, 6))
    A = np.random.default_rng(99).normal(0, 1, (6, 18)) * 0.8
    strains = stress @ A / 100 + rng.normal(0, 0.05, (n, 18))
    return strains.astype(np.float32), (stress / 100).astype(np.float32)


def main():
    x, y = hole_drilling_sets(256, 0)
    xv, yv = hole_drilling_sets(64, 1)
    model = ResidualStressNet()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    tx = optax.adam(3e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, xb, yb):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - yb) ** 2))(params)
        u, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, loss

    callback = ValidationCallback(model, xv, yv * 100)
    for epoch in range(6):
        for i in range(0, 256, 32):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 32], y[i:i + 32])
        callback(epoch, params)


if __name__ == "__main__":
    main()
