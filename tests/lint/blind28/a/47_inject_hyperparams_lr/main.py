import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import make_optimizer, set_lr

tx = make_optimizer(1e-2)


@jax.jit
def demand_fit_step(params, opt_state, x, y):
    def loss(p):
        h = jnp.tanh(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 8)).astype(np.float32)
    y = (np.sin(x[:, :1]) + 0.1 * x[:, 1:2]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, 24)) * 0.3, "w2": jax.random.normal(k2, (24, 1)) * 0.3}
    opt_state = tx.init(params)
    for epoch in range(6):
        if epoch in (2, 4):
            opt_state = set_lr(opt_state, opt_state.hyperparams["learning_rate"] * 0.3)
        for s in range(0, 512, 64):
            params, opt_state, l = demand_fit_step(params, opt_state, x[s:s + 64], y[s:s + 64])
        print(epoch, float(opt_state.hyperparams["learning_rate"]), float(l))


if __name__ == "__main__":
    main()
