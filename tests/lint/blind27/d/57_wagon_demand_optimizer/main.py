import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import tx, step_decay


@jax.jit
def update_demand(params, opt_state, x, y):
    def loss(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 5)).astype(np.float32)
    y = (x @ np.array([4.0, -2.0, 1.0, 0.0, 3.0]) + rng.normal(0, 2.0, 200)).astype(np.float32)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    losses = []
    for epoch in range(12):
        for i in range(0, 200, 50):
            params, opt_state, l = update_demand(params, opt_state, x[i:i + 50], y[i:i + 50])
        losses.append(round(float(l), 1))
        opt_state = step_decay(opt_state, epoch)
    print(losses, float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
