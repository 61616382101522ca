import jax
import jax.numpy as jnp
import numpy as np
import optax

WARMUP = 20
PEAK_LR = 0.05


@jax.jit
def scheduled_update(params, x, y, step):
    lr = PEAK_LR * jnp.minimum(1.0, (step + 1) / WARMUP) * jnp.exp(-0.01 * jnp.maximum(step - WARMUP, 0))
    def loss(p):
        return optax.huber_loss(x @ p["w"] + p["b"], y, delta=5.0).mean()
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree.map(lambda p, gi: p - lr * gi, params, g), l


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(200, 3)), jnp.float32)
    y = x @ jnp.array([12.0, -4.0, 7.0]) + 60.0 + jnp.asarray(rng.standard_t(3, 200), jnp.float32)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    for step in range(80):
        params, l = scheduled_update(params, x, y, step)
    print(float(l), np.round(np.asarray(params["w"]), 2))


if __name__ == "__main__":
    main()
