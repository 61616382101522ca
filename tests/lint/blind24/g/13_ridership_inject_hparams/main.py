import jax
import jax.numpy as jnp
import numpy as np
import optax


def make_data(seed=0, n_lines=6, weeks=52):
    rng = np.random.default_rng(seed)
    t = np.arange(weeks, dtype=np.float32)
    base = rng.uniform(2, 5, n_lines).astype(np.float32)
    season = np.sin(2 * np.pi * t / 52)[None, :]
    y = base[:, None] + 0.5 * season + rng.normal(0, 0.1, (n_lines, weeks))
    return t, y.astype(np.float32)


tx = optax.inject_hyperparams(optax.adam)(learning_rate=0.05)


@jax.jit
def fit_step(params, state, t, y):
    def loss(p):
        pred = p["level"][:, None] + p["amp"][:, None] * jnp.sin(2 * jnp.pi * t / 52 + p["phase"][:, None])
        return jnp.mean((pred - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, state = tx.update(g, state, params)
    return optax.apply_updates(params, u), state, l


def main():
    t, y = make_data()
    params = {"level": jnp.full(6, 3.0, jnp.float32), "amp": jnp.zeros(6), "phase": jnp.zeros(6)}
    state = tx.init(params)
    for epoch in range(60):
        if epoch in (20, 40):
            state.hyperparams["learning_rate"] = state.hyperparams["learning_rate"] * 0.3
        params, state, l = fit_step(params, state, t, y)
    print(float(l), np.round(np.asarray(params["level"]), 2))


if __name__ == "__main__":
    main()
