from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def linear_reservoir(k, rain):
    def step(s, r):
        s = s + r
        q = k * s
        return s - q, q

    return jax.lax.scan(step, 0.0, rain)[1]


@partial(jax.jit, static_argnames=("lr",))
def calibrate_step(log_k, rain, q_obs, lr):
    loss, g = jax.value_and_grad(lambda lk: jnp.mean((linear_reservoir(jnp.exp(lk), rain) - q_obs) ** 2))(log_k)
    return log_k - lr * g, loss


def main():
    rng = np.random.default_rng(2)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 120).astype(np.float32))
    q_obs = linear_reservoir(0.12, rain)
    log_k = jnp.float32(np.log(0.5))
    lr0 = 0.05
    for it in range(12):
        lr = lr0 / (1 + 0.5 * (it // 3))
        log_k, loss = calibrate_step(log_k, rain, q_obs, lr=lr)
    print(f"k = {float(jnp.exp(log_k)):.4f}, loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
