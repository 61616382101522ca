import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

LEARNING_RATES = [0.003, 0.01, 0.03, 0.1]


@eqx.filter_jit
def fare_fit_step(model, x, y, lr):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    params, static = eqx.partition(model, eqx.is_array)
    gp, _ = eqx.partition(g, eqx.is_array)
    params = jax.tree.map(lambda p, gi: p - lr * gi, params, gp)
    return eqx.combine(params, static), l


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(128, 3)), jnp.float32)
    y = jnp.asarray(np.asarray(x) @ np.array([0.5, -1.0, 2.0]) + 2.75, jnp.float32)
    for lr in LEARNING_RATES:
        model = eqx.nn.Linear(3, 1, key=jax.random.PRNGKey(0))
        lr_arr = jnp.asarray(lr, jnp.float32)
        for _ in range(20):
            model, l = fare_fit_step(model, x, y, lr_arr)
        print(lr, round(float(l), 4))


if __name__ == "__main__":
    main()
