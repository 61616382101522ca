import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import load_sites, minibatches

opt = optax.adam(5e-3)


def forward(params, x):
    return jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"]


@jax.jit
def mse(params, x, y):
    return jnp.mean((forward(params, x) - y) ** 2)


@jax.jit
def sgd_update(params, state, x, y):
    g = jax.grad(mse)(params, x, y)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state


def main():
    x, y = load_sites()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (6, 32)), "b1": jnp.zeros(32), "w2": 0.3 * jax.random.normal(k2, (32,))}
    state = opt.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(5):
        for xb, yb in minibatches(x, y, 25, rng):
            params, state = sgd_update(params, state, xb, yb)
            batch_loss = mse(params, xb, yb)
        full_loss = mse(params, x, y)
        print(f"epoch {epoch}: last batch {float(batch_loss):.4f} full data {float(full_loss):.4f}")


if __name__ == "__main__":
    main()
