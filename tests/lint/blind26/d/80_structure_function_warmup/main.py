import jax
import jax.numpy as jnp
import numpy as np
import optax

import config

schedule = optax.cosine_decay_schedule(config.PEAK_LR, config.TOTAL_STEPS - config.WARMUP_STEPS)


def learning_rate(step):
    if step < config.WARMUP_STEPS:
        return config.WARMUP_LR
    return schedule(step - config.WARMUP_STEPS)


@jax.jit
def vf_sgd_step(w, x, y, lr):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2)

    l, g = jax.value_and_grad(loss)(w)
    return w - lr * g, l


def main():
    rng = np.random.default_rng(0)
    # structure-function: sectoral RNFL thickness -> visual-field sector MD
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x @ np.array([0.5, 0.2, -0.1, 0.3, 0.0, 0.4], np.float32)).astype(np.float32)
    w = jnp.zeros(6)
    for step in range(config.TOTAL_STEPS):
        w, l = vf_sgd_step(w, x, y, learning_rate(step))
        print(step, float(l))


if __name__ == "__main__":
    main()
