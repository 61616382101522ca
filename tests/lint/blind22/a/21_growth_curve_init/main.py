import jax
import jax.numpy as jnp
import numpy as np

from params import initial_params

CONFIG = {"cmax0": 0.9, "rate0": 0.08, "t_half0": 45.0, "lr": 1e-4, "steps": 6}


def canopy(params, day):
    return params["cmax"] / (1 + jnp.exp(-params["rate"] * (day - params["t_half"])))


@jax.jit
def sgd_step(params, day, cover, lr):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((canopy(p, day) - cover) ** 2))(params)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def drone_survey(seed):
    rng = np.random.default_rng(seed)
    day = np.arange(0, 100, 5, dtype=np.float32)
    cover = 0.85 / (1 + np.exp(-0.1 * (day - 50))) + rng.normal(0, 0.02, day.shape)
    return jnp.asarray(day), jnp.asarray(cover, jnp.float32)


def main():
    day, cover = drone_survey(0)
    lr = jnp.float32(CONFIG["lr"])
    params = initial_params(CONFIG)
    for _ in range(CONFIG["steps"]):
        params, loss = sgd_step(params, day, cover, lr)
    print({k: float(v) for k, v in params.items()}, float(loss))


if __name__ == "__main__":
    main()
