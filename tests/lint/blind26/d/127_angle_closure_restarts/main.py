import jax
import jax.numpy as jnp
import numpy as np
import optax

tx = optax.adam(3e-3)


def init_head(key):
    return {"w": jax.random.normal(key, (10, 1)) * 0.1, "b": jnp.zeros((1,))}


@jax.jit
def stent_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy((x @ p["w"] + p["b"])[:, 0], y).mean()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    # gonioscopy / AS-OCT angle features -> angle-closure label
    x = rng.normal(size=(48, 10)).astype(np.float32)
    y = (x[:, 1] - x[:, 5] > 0).astype(np.float32)
    params = init_head(jax.random.PRNGKey(0))
    # restart the optimizer state at each stage of the schedule (warm restarts)
    for stage in range(3):
        opt_state = tx.init(params)
        for i in range(0, 48, 16):
            params, opt_state, l = stent_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        print(stage, float(l))


if __name__ == "__main__":
    main()
