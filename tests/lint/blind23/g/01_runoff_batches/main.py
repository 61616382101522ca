import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import synthetic_catchments, iterate_basins


def init_params(key, n_in=2, n_hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_in, n_hidden)) * 0.3,
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden, 1)) * 0.3,
        "b2": jnp.zeros(1),
    }


def predict(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return jax.nn.softplus(h @ params["w2"] + params["b2"])[..., 0]


def nse_loss(params, x, y):
    q = predict(params, x)
    return jnp.mean((q - y) ** 2) / (jnp.var(y) + 1e-3)


opt = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(nse_loss)(params, x, y)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    forcing, flow = synthetic_catchments()
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(3):
        losses = []
        for xb, yb in iterate_basins(forcing, flow, 16, rng):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
