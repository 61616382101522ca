import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class TransientClassifier(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: jax.Array

    def __call__(self, x):
        return self.mlp(x) / self.temperature


optim = optax.adam(3e-3)


@eqx.filter_jit
def classifier_step(model, opt_state, x, y):
    def loss(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()
    params = eqx.filter(model, eqx.is_inexact_array)
    l, g = eqx.filter_value_and_grad(loss)(model)
    g = eqx.tree_at(lambda m: m.temperature, g, jnp.zeros_like(model.temperature))
    u, opt_state = optim.update(g, opt_state, params)
    return eqx.apply_updates(model, u), opt_state, l


def light_curve_features(n=512, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n)
    centers = rng.normal(0, 1.5, (4, 8))
    return (centers[y] + rng.normal(0, 1.0, (n, 8))).astype(np.float32), y.astype(np.int32)


def main():
    x, y = light_curve_features()
    model = TransientClassifier(eqx.nn.MLP(8, 4, 32, 2, key=jax.random.PRNGKey(0)),
                                jnp.asarray(2.0, dtype=jnp.float32))
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    for epoch in range(5):
        t = jnp.asarray(max(2.0 - 0.4 * epoch, 1.0), dtype=jnp.float32)
        model = eqx.tree_at(lambda m: m.temperature, model, t)
        for s in range(0, 512, 128):
            model, opt_state, l = classifier_step(model, opt_state, x[s:s + 128], y[s:s + 128])
        print(f"epoch {epoch}: T={float(model.temperature):.1f} loss {float(l):.3f}")


if __name__ == "__main__":
    main()
