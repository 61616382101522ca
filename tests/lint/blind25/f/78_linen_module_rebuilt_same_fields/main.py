from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import make_model

CFG = {"features": [32, 16], "lr": 2e-3}
tx = optax.adam(CFG["lr"])

# recipe: susceptor temp, H2 flow, TCS flow, pressure, rotation, time


@partial(jax.jit, static_argnames=("model",))
def epi_step(params, opt_state, recipe, thickness, model):
    def loss_fn(p):
        return jnp.mean((model.apply(p, recipe) - thickness) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def epi_runs(n=192, seed=0):
    rng = np.random.default_rng(seed)
    r = rng.normal(size=(n, 6)).astype(np.float32)
    t = (0.8 * r[:, 2] + 0.5 * r[:, 5] + 0.2 * r[:, 0] * r[:, 2]).astype(np.float32)
    return r, t


def main():
    r, t = epi_runs()
    params = make_model(CFG).init(jax.random.PRNGKey(0), r[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, len(r), 48):
            params, opt_state, loss = epi_step(params, opt_state, r[i:i + 48], t[i:i + 48], model=make_model(CFG))
        print(f"epoch {epoch}: mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
