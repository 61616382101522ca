import numpy as np
import jax
import jax.numpy as jnp
import optax

opt = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


def viscosity_loss(params, x, y):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


@jax.jit
def kefir_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(viscosity_loss)(params, x, y)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    # grain-to-milk ratio, fat %, incubation h, temperature
    x = rng.uniform(0, 1, size=(100, 4)).astype(np.float32)
    y = (300 + 900 * x[:, 0] * x[:, 2] + 150 * x[:, 1]).astype(np.float32) / 1000
    k1, k2 = jax.random.split(jax.random.PRNGKey(2))
    init = {"w1": jax.random.normal(k1, (4, 16)) * 0.4, "b1": jnp.zeros(16), "w2": jax.random.normal(k2, (16,)) * 0.4}
    scores = {}
    for lr in [1e-3, 3e-3, 1e-2, 3e-2]:
        params = init
        opt_state = opt.init(params)
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        for _ in range(60):
            params, opt_state, loss = kefir_step(params, opt_state, x, y)
        scores[lr] = round(float(loss), 5)
    print(scores)


if __name__ == "__main__":
    main()
