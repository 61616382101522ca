import jax
import jax.numpy as jnp
import numpy as np

from config import SCHEDULE


def ray_lengths(n_rays=60, n_cells=48, seed=1):
    rng = np.random.default_rng(seed)
    L = rng.uniform(0, 12.0, size=(n_rays, n_cells)) * (rng.random((n_rays, n_cells)) < 0.25)
    return L.astype(np.float32)


@jax.jit
def slowness_step(s, L, t_obs, lr):
    def obj(s_):
        return 0.5 * jnp.sum((L @ s_ - t_obs) ** 2) + 0.1 * jnp.sum(jnp.diff(s_) ** 2)
    val, g = jax.value_and_grad(obj)(s)
    return s - lr * g, val


def main():
    L = jnp.asarray(ray_lengths())
    s_true = jnp.full(L.shape[1], 1 / 3.2).at[20:28].set(1 / 4.5)
    t_obs = L @ s_true
    s = jnp.full(L.shape[1], 1 / 3.5, dtype=jnp.float32)
    for stage, cfg in SCHEDULE.items():
        for _ in range(cfg["iters"]):
            s, val = slowness_step(s, L, t_obs, cfg["lr"])
        print(f"{stage}: traveltime misfit {float(val):.4f}")
    print("min velocity km/s", float(1 / s.max()))


if __name__ == "__main__":
    main()
