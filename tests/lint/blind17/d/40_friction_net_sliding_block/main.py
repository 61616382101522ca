from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import build_model
from sim import simulate

CFG = {"width": 16, "softplus_beta": 2.0, "lr": 1e-2}
opt = optax.adam(CFG["lr"])


@partial(jax.jit, static_argnums=0)
def fit_step(model, params, opt_state, v0, push, observed):
    def loss_fn(p):
        return jnp.mean((simulate(model, p, v0, push) - observed) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def observed_trajectory(v0, push, dt=0.05):
    vs, v = [], v0
    for f in push:
        v = v + dt * (f - (0.3 * np.sign(v) + 0.1 * v))
        vs.append(v)
    return np.stack(vs).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = build_model(CFG).init(jax.random.PRNGKey(0), jnp.zeros(8))
    opt_state = opt.init(params)
    for step in range(5):
        v0 = rng.uniform(-1, 1, 8).astype(np.float32)
        push = rng.normal(size=(20, 8)).astype(np.float32)
        observed = observed_trajectory(v0, push)
        model = build_model(CFG)
        params, opt_state, loss = fit_step(model, params, opt_state, v0, push, observed)
        print(step, float(loss))


if __name__ == "__main__":
    main()
