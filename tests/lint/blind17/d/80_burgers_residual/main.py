import jax
import jax.numpy as jnp
import numpy as np
import optax

from monitor import residual_report
from pinn import burgers_residual, init, u

opt = optax.adam(2e-3)


@jax.jit
def train_step(params, opt_state, colloc, ic_x):
    def loss(p):
        res = burgers_residual(p, colloc)
        ic = jax.vmap(lambda x: u(p, jnp.stack([0.0, x])))(ic_x) + jnp.sin(jnp.pi * ic_x)
        return jnp.mean(res ** 2) + jnp.mean(ic ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, value


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    probe = rng.uniform([0, -1], [1, 1], size=(64, 2)).astype(np.float32)
    for step in range(6):
        colloc = rng.uniform([0, -1], [1, 1], size=(64, 2)).astype(np.float32)
        ic_x = rng.uniform(-1, 1, size=32).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, colloc, ic_x)
        if step % 2 == 0:
            print(step, float(loss), residual_report(params, probe))
        res = burgers_residual(params, colloc)
        print("  train-batch residual", float(jnp.abs(res).mean()))


if __name__ == "__main__":
    main()
