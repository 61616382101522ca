import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from model import FatigueNet, with_dropout

opt = optax.adam(3e-3)


@eqx.filter_jit
def train_batch(model, opt_state, x, y, key):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        return jnp.mean((jax.vmap(m)(x, keys) - y) ** 2)

    l, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, l


def additive_mfg_data(n=256, seed=0):
    """Fatigue life of additively manufactured Ti-6Al-4V: porosity, roughness, build angle, stress."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, (n, 4)).astype(np.float32)
    y = (6.5 - 1.2 * x[:, 0] - 0.6 * x[:, 1] - 0.2 * x[:, 2] - 1.5 * x[:, 3] + rng.normal(0, 0.1, n)).astype(np.float32)
    return x, y / 6.5


def main():
    x, y = additive_mfg_data()
    key = jax.random.PRNGKey(0)
    model = FatigueNet(key)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model = with_dropout(model, 0.4 * (1 - epoch / 5))
        for i in range(0, 256, 64):
            key, sub = jax.random.split(key)
            model, opt_state, l = train_batch(model, opt_state, x[i:i + 64], y[i:i + 64], sub)
        print(f"epoch {epoch}: dropout {model.drop.p:.2f}, loss {float(l):.4f}")


if __name__ == "__main__":
    main()
