import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(3e-3)


def softplus_act(x):
    return jax.nn.softplus(x) - jnp.log(2.0)


@eqx.filter_jit
def flutter_step(model, opt_state, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


def flutter_margin_data(n=256, seed=0):
    # mass ratio, frequency ratio, CG offset, Mach -> flutter speed index
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
    y = 1.0 + 0.3 * x[:, 0] - 0.25 * (x[:, 1] - 0.2) ** 2 - 0.2 * x[:, 2] - 0.1 * x[:, 3] ** 2
    return jnp.asarray(x), jnp.asarray(y.astype(np.float32))


def main():
    x, y = flutter_margin_data()
    for seed in range(4):
        model = eqx.nn.MLP(4, 1, 32, 2, activation=softplus_act, key=jax.random.PRNGKey(seed))
        opt_state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(30):
            model, opt_state, loss = flutter_step(model, opt_state, x, y)
        print(seed, float(loss))


if __name__ == "__main__":
    main()
