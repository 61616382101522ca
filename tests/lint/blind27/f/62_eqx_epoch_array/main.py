import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import UCSRegressor
from train import optim, ucs_step


def main():
    rng = np.random.default_rng(92)
    X = rng.normal(size=(256, 5)).astype(np.float32)
    y = (1.2 + 0.8 * X[:, 0] + 0.2 * X[:, 1] ** 2).astype(np.float32)
    model = UCSRegressor(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(6):
        ep = jnp.asarray(epoch, jnp.float32)
        for b in range(0, 256, 64):
            model, opt_state, loss = ucs_step(model, opt_state, X[b:b + 64], y[b:b + 64], ep)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
