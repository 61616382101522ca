import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ToothDetector

N_TEETH = 32
opt = optax.adamw(1e-3)


@eqx.filter_jit
def tooth_presence(model, x, key, inference):
    keys = jax.random.split(key, x.shape[0])
    return jax.vmap(lambda xi, ki: model(xi, ki, inference))(x, keys)


@eqx.filter_jit
def fit_step(model, opt_state, x, y, key):
    def loss(m):
        logits = tooth_presence(m, x, key, False)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    l, g = eqx.filter_value_and_grad(loss)(model)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(48, 1, 32, 48)).astype(np.float32)
    y = (rng.uniform(size=(48, N_TEETH)) > 0.15).astype(np.float32)
    key = jax.random.PRNGKey(0)
    model = ToothDetector(key)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for i in range(0, 48, 12):
            key, sub = jax.random.split(key)
            model, opt_state, l = fit_step(model, opt_state, x[i:i + 12], y[i:i + 12], sub)
        val = tooth_presence(model, x[:12], key, True)
        acc = ((val > 0) == (y[:12] > 0.5)).mean()
        print(epoch, float(l), float(acc))


if __name__ == "__main__":
    main()
