import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from models import make_member

opt = optax.adam(1e-2)


@eqx.filter_jit
def fit_member(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(128, 5)), jnp.float32)
    y = jnp.asarray(np.tanh(x[:, 0] - 0.5 * x[:, 3]) * 10 + 20, jnp.float32)
    for seed in range(4):
        model = make_member(seed, slope=0.1)
        opt_state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(25):
            model, opt_state, l = fit_member(model, opt_state, x, y)
        print(seed, float(l))


if __name__ == "__main__":
    main()
