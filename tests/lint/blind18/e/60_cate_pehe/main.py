import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import TARNet
from callbacks import PEHECallback


def simulate(rng, n):
    x = rng.normal(size=(n, 4)).astype(np.float32)
    t = (rng.uniform(size=n) < 0.5).astype(np.float32)
    tau = 1.0 + 0.5 * x[:, 0]
    y = x[:, 1] + t * tau + rng.normal(0, 0.3, size=n)
    return jnp.asarray(x), jnp.asarray(t), jnp.asarray(y, dtype=jnp.float32), jnp.asarray(tau, dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    x, t, y, _ = simulate(rng, 256)
    x_val, _, _, tau_val = simulate(rng, 128)
    model = TARNet()
    params = model.init(jax.random.PRNGKey(0), x)["params"]
    tx = optax.adam(1e-2)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state):
        def loss_fn(p):
            y0, y1 = model.apply({"params": p}, x)
            return jnp.mean((jnp.where(t > 0, y1, y0) - y) ** 2)

        loss, g = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    callback = PEHECallback(model, x_val, tau_val)
    for epoch in range(5):
        params, opt_state, loss = train_step(params, opt_state)
        callback(epoch, params)
    print("PEHE history", callback.history[-1])


if __name__ == "__main__":
    main()
