import numpy as np
import jax
import jax.numpy as jnp
import optax


def acidity_data(n=160, seed=2):
    rng = np.random.default_rng(seed)
    malic = rng.uniform(1.0, 5.0, n)
    tartaric = rng.uniform(4.0, 8.0, n)
    k = rng.uniform(800, 1600, n)
    ph = 3.9 - 0.08 * tartaric - 0.05 * malic + 0.0003 * k + rng.normal(0, 0.03, n)
    X = np.stack([malic - 3, tartaric - 6, (k - 1200) / 230], 1).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(ph.astype(np.float32))


opt = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def ph_step(params, state, X, y):
    def loss(p):
        return jnp.mean((X @ p["w"] + p["b"] - y) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    upd, state = opt.update(g, state)
    return optax.apply_updates(params, upd), state, l


def main():
    X, y = acidity_data()
    for lr in [1e-3, 3e-3, 1e-2, 3e-2, 1e-1]:
        params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
        state = opt.init(params)
        state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        for _ in range(100):
            params, state, l = ph_step(params, state, X, y)
        print(f"lr={lr:g} loss={float(l):.5f}")


if __name__ == "__main__":
    main()
