import equinox as eqx
import jax.numpy as jnp
import numpy as np

from aquifer import Aquifer1D


@eqx.filter_jit
def advective_travel_time(aquifer, h_left, h_right, recharge):
    h = aquifer.heads(h_left, h_right, recharge)
    v = jnp.abs(aquifer.seepage_velocity(h))
    dx = aquifer.length / (aquifer.n_cells - 1)
    return jnp.sum(dx / jnp.maximum(v, 1e-6))


def main():
    rng = np.random.default_rng(8)
    ks = rng.lognormal(np.log(5.0), 0.5, 6).astype(np.float32)
    for k in ks:
        aq = Aquifer1D(conductivity=jnp.asarray(k), porosity=jnp.float32(0.3))
        t = advective_travel_time(aq, jnp.float32(20.0), jnp.float32(15.0), jnp.float32(0.0005))
        print(f"K={k:6.2f} m/d  travel time {float(t) / 365:.1f} yr")


if __name__ == "__main__":
    main()
