from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from objectives import make_objective


def bucket(k, rain):
    def step(s, r):
        s = s + r
        q = k * s
        return s - q, q

    return jax.lax.scan(step, 0.0, rain)[1]


@partial(jax.jit, static_argnums=(3,))
def objective_gradient(k, rain, q_obs, objective):
    return jax.value_and_grad(lambda kk: objective(bucket(kk, rain), q_obs))(k)


def main():
    rng = np.random.default_rng(1)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 120).astype(np.float32))
    q_obs = bucket(0.2, rain)
    sites = ["low_flow", "flood", "low_flow"]
    for site in sites:
        transform = "log" if site == "low_flow" else "none"
        k = jnp.float32(0.5)
        for _ in range(4):
            loss, g = objective_gradient(k, rain, q_obs, make_objective(transform))
            k = jnp.clip(k - 0.05 * g, 0.01, 0.99)
        print(f"{site}: k={float(k):.3f} loss={float(loss):.5f}")


if __name__ == "__main__":
    main()
