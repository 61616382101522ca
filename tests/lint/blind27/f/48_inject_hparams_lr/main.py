import jax
import jax.numpy as jnp
import numpy as np
import optax


def mlp(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]


tx = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


@jax.jit
def throughput_step(p, state, x, y):
    l, g = jax.value_and_grad(lambda q: jnp.mean((mlp(q, x) - y) ** 2))(p)
    u, state = tx.update(g, state)
    return optax.apply_updates(p, u), state, l


def main():
    rng = np.random.default_rng(70)
    # SAG mill: feed size, hardness, water, power, ball charge
    X = rng.normal(size=(256, 5)).astype(np.float32)
    y = (1200 + 150 * X[:, 0] - 80 * X[:, 1]).astype(np.float32) / 1000
    k = jax.random.PRNGKey(0)
    p = {"w1": jax.random.normal(k, (5, 32)) * 0.3, "w2": jnp.zeros(32)}
    state = tx.init(p)
    for epoch in range(6):
        state.hyperparams["learning_rate"] = 3e-3 * 0.7 ** epoch
        for b in range(0, 256, 32):
            p, state, l = throughput_step(p, state, X[b:b + 32], y[b:b + 32])
        print(f"epoch {epoch} lr {float(state.hyperparams['learning_rate']):.5f} mse {float(l):.4f}")


if __name__ == "__main__":
    main()
