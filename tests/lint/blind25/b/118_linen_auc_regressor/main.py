from typing import Callable
from functools import partial

import flax.linen as nn
import numpy as np
import jax
import jax.numpy as jnp
import optax


class AUCRegressor(nn.Module):
    hidden: int = 32
    act: Callable = nn.gelu

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(self.act(nn.Dense(self.hidden)(x)))[:, 0]


def build_model(cfg):
    return AUCRegressor(hidden=cfg["hidden"])


CFG = {"hidden": 32, "lr": 3e-3, "epochs": 4}
tx = optax.adam(CFG["lr"])


@partial(jax.jit, static_argnums=(0,))
def auc_step(model, params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(192, 6)).astype(np.float32)
    y = (np.log(200.0) - 0.75 * x[:, 0] + 0.3 * x[:, 1]).astype(np.float32)
    params = build_model(CFG).init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(CFG["epochs"]):
        model = build_model(CFG)
        for s in range(0, 192, 48):
            params, opt_state, loss = auc_step(model, params, opt_state, x[s:s + 48], y[s:s + 48])
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
