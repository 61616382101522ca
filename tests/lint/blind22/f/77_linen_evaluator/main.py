import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import validation_mse
from model import build_model

CFG = {"features": 16, "L": 12}
tx = optax.adam(1e-2)


def chain_data(n, L, seed):
    rng = np.random.default_rng(seed)
    p = rng.uniform(0.0, 0.5, size=(n, 1))
    s = np.where(rng.random((n, L)) < p, -1.0, 1.0).astype(np.float32)
    return s, np.mean(s * np.roll(s, 1, axis=1), axis=1).astype(np.float32)


def main():
    x, y = chain_data(128, CFG["L"], 0)
    xv, yv = chain_data(32, CFG["L"], 1)
    model = build_model(CFG)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, xb, yb):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - yb) ** 2))(params)
        updates, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    for epoch in range(4):
        for i in range(0, 128, 32):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 32], y[i:i + 32])
        print(f"epoch {epoch} train {float(loss):.4f} val {validation_mse(CFG, params, xv, yv):.4f}")


if __name__ == "__main__":
    main()
