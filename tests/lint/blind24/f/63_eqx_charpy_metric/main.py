import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from evaluation import score_specimens


def charpy_data(n, seed):
    """Charpy impact energy of weld metal vs. temperature, Mn, Ni, heat input (normalised)."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
    T = x[:, 0] * 60
    energy = 20 + 160 / (1 + np.exp(-(T + 20 - 15 * x[:, 2] + 10 * x[:, 3]) / 12)) + rng.normal(0, 8, n)
    return jnp.asarray(x), jnp.asarray((energy / 100).astype(np.float32))


@eqx.filter_jit
def fit_epoch(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    upd, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, l


opt = optax.adam(1e-2)


def main():
    x, y = charpy_data(300, 0)
    xv, yv = charpy_data(100, 1)
    model = eqx.nn.MLP(4, 1, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(50):
        model, opt_state, l = fit_epoch(model, opt_state, x, y)
        if epoch % 10 == 9:
            mae = score_specimens(model, xv, yv, lambda p, t: jnp.mean(jnp.abs(p - t)) * 100)
            print(f"epoch {epoch}: train mse {float(l):.4f}, val MAE {float(mae):.1f} J")


if __name__ == "__main__":
    main()
