import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DelayModel

opt = optax.adam(3e-3)


@eqx.filter_jit
def batch_loss(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    return jnp.mean((jax.vmap(model)(x, keys) - y) ** 2)


@eqx.filter_jit
def delay_update(model, opt_state, x, y, key):
    l, g = eqx.filter_value_and_grad(batch_loss)(model, x, y, key)
    u, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 6)).astype(np.float32)
    y = (2 * x[:, 0] + x[:, 3] ** 2).astype(np.float32)
    key = jax.random.PRNGKey(0)
    model = DelayModel(key)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        model = eqx.nn.inference_mode(model, value=False)
        for i in range(0, 192, 64):
            key, sub = jax.random.split(key)
            model, opt_state, l = delay_update(model, opt_state, x[i:i + 64], y[i:i + 64], sub)
        model = eqx.nn.inference_mode(model)
        print(epoch, float(l), float(batch_loss(model, x[192:], y[192:], key)))


if __name__ == "__main__":
    main()
