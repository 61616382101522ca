import jax
import jax.numpy as jnp

from basins import BASINS, basin_forcing


@jax.jit
def hbv_lite(forcing, params):
    swe0 = forcing.get("swe0", 0.0)
    ddf, tt, fc, beta, k = params

    def day(state, inp):
        swe, sm = state
        p, t = inp
        snow = jnp.where(t < tt, p, 0.0)
        rain = p - snow
        melt = jnp.minimum(swe + snow, ddf * jnp.maximum(t - tt, 0.0))
        swe = swe + snow - melt
        water = rain + melt
        recharge = water * (sm / fc) ** beta
        sm = jnp.minimum(sm + water - recharge, fc)
        q = k * recharge
        return (swe, sm), q

    init = (jnp.asarray(swe0, jnp.float32), jnp.float32(50.0))
    _, q = jax.lax.scan(day, init, (forcing["precip"], forcing["temp"]))
    return q


def main():
    params = (3.0, 0.0, 250.0, 2.0, 0.8)
    for b in BASINS:
        q = hbv_lite(basin_forcing(b), params)
        print(f"basin {b}: mean Q {float(q.mean()):.3f}")


if __name__ == "__main__":
    main()
