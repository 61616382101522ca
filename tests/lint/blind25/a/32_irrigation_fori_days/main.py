import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def deficit_after(n_days, start_deficit, et_daily, irrigation_mm):
    def body(i, d):
        d = d + et_daily[i]
        return jnp.where(d > 45.0, d - irrigation_mm, d)
    return jax.lax.fori_loop(0, n_days, body, start_deficit)


def main():
    rng = np.random.default_rng(12)
    et = jnp.asarray(rng.uniform(4, 8, 60), jnp.float32)
    for horizon in [7, 14, 21, 30, 45, 60]:
        d = deficit_after(horizon, jnp.float32(10.0), et, 30.0)
        print(f"{horizon:2d}-day horizon: deficit {float(d):.1f} mm")


if __name__ == "__main__":
    main()
