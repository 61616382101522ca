import jax
import jax.numpy as jnp
import numpy as np

from calib_config import load_config


def two_store(params, rain):
    kf, ks = jnp.exp(params["log_k_fast"]), jnp.exp(params["log_k_slow"])
    a = jax.nn.sigmoid(params["split"])

    def step(st, r):
        f, s = st
        f = f + a * r
        s = s + (1 - a) * r
        qf, qs = kf * f, ks * s
        return (f - qf, s - qs), qf + qs

    return jax.lax.scan(step, (0.0, 20.0), rain)[1]


@jax.jit
def descend(params, rain, q_obs, lr):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((two_store(p, rain) - q_obs) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g), loss


def main():
    cfg = load_config()
    rng = np.random.default_rng(0)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 180).astype(np.float32))
    q_obs = two_store({"log_k_fast": jnp.log(0.4), "log_k_slow": jnp.log(0.02), "split": 0.0}, rain)
    params = cfg["initial"]
    for it in range(cfg["iterations"]):
        params, loss = descend(params, rain, q_obs, cfg["learning_rate"])
    print(cfg["catchment"], {k: round(float(v), 3) for k, v in params.items()}, f"loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
