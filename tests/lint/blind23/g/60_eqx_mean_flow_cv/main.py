import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from folds import kfold

opt = optax.adam(5e-3)


@eqx.filter_jit
def fold_step(model, state, x, y):
    loss, g = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2))(model)
    u, state = opt.update(g, state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), state, loss


def main():
    rng = np.random.default_rng(3)
    attrs = rng.normal(size=(100, 6)).astype(np.float32)
    mean_flow = (np.exp(0.4 * attrs[:, 0] - 0.2 * attrs[:, 3]) + 0.05 * rng.normal(size=100)).astype(np.float32)
    for fold, (tr, va) in enumerate(kfold(100, 5)):
        model = eqx.nn.MLP(6, 1, 24, 2, activation=jax.nn.relu, key=jax.random.PRNGKey(fold))
        state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(30):
            model, state, loss = fold_step(model, state, attrs[tr], mean_flow[tr])
        val = jnp.mean((jax.vmap(model)(attrs[va])[:, 0] - mean_flow[va]) ** 2)
        print(f"fold {fold}: train {float(loss):.4f} val {float(val):.4f}")


if __name__ == "__main__":
    main()
