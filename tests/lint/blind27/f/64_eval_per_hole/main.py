import jax
import jax.numpy as jnp
import optax

from data import make_holes, training_pool

tx = optax.adam(1e-2)


def predict(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]


@jax.jit
def fit_step(p, s, x, y):
    l, g = jax.value_and_grad(lambda q: jnp.mean((predict(q, x) - y) ** 2))(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, l


@jax.jit
def hole_rmse(p, x, y):
    return jnp.sqrt(jnp.mean((predict(p, x) - y) ** 2))


def main():
    train_holes, test_holes = make_holes(20, 0), make_holes(6, 1)
    x, y = training_pool(train_holes)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    p = {"w1": jax.random.normal(k1, (4, 16)) * 0.5, "w2": jax.random.normal(k2, (16,)) * 0.5}
    s = tx.init(p)
    for epoch in range(5):
        for b in range(0, len(x), 50):
            p, s, l = fit_step(p, s, x[b:b + 50], y[b:b + 50])
    for name, hx, hy in test_holes:
        print(f"{name}: {len(hx)} samples, Cu RMSE {float(hole_rmse(p, hx, hy)):.3f}")


if __name__ == "__main__":
    main()
