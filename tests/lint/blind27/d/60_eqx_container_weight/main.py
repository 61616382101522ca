import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import WeightEstimator

opt = optax.adam(5e-3)


@eqx.filter_jit
def fit_weights(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    # crane load cell, spreader twist, reach stacker hydraulic pressure
    x = rng.normal(size=(160, 3)).astype(np.float32)
    y = (20 + 5 * x[:, 0] + 2 * x[:, 2]).astype(np.float32)
    model = WeightEstimator(3, 24, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        for i in range(0, 160, 32):
            model, opt_state, l = fit_weights(model, opt_state, x[i:i + 32], y[i:i + 32])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
