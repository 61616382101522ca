import jax
import jax.numpy as jnp
import numpy as np
import optax

tx = optax.MultiSteps(optax.adam(1e-2), every_k_schedule=4)


@jax.jit
def crack_step(params, opt_state, x, y):
    def loss(p):
        return jnp.mean(optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y))
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    # acoustic emission, strain, age, load cycles, moisture
    x = rng.normal(size=(256, 5)).astype(np.float32)
    y = (x[:, 0] + x[:, 3] > 0.8).astype(np.float32)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 256, 32):
            params, opt_state, l = crack_step(params, opt_state, x[i:i + 32], y[i:i + 32])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
