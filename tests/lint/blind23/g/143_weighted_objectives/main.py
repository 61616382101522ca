import jax
import jax.numpy as jnp
import numpy as np

from objectives import objective_for


def bucket(k, rain):
    def step(s, r):
        s = s + r
        q = k * s
        return s - q, q

    return jax.lax.scan(step, 0.0, rain)[1]


@jax.jit
def objective_step(k, rain, q_obs, objective):
    loss, g = jax.value_and_grad(lambda kk: objective(bucket(kk, rain), q_obs))(k)
    return jnp.clip(k - 1e-4 * g / (1.0 + jnp.abs(g)), 0.01, 0.99), loss


def main():
    rng = np.random.default_rng(1)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 120).astype(np.float32))
    q_obs = bucket(0.2, rain)
    for site in ["low_flow", "flood", "low_flow"]:
        k = jnp.float32(0.5)
        for _ in range(10):
            k, loss = objective_step(k, rain, q_obs, objective_for(site, q_obs))
        print(f"{site}: k={float(k):.3f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
