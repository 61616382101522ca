from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from stations import STATIONS


@partial(jax.jit, static_argnames=("station",))
def stockout_probability(rates_in, rates_out, start_bikes, station):
    def step(p, rates):
        lam_in, lam_out = rates
        up = jnp.concatenate([jnp.zeros(1), p[:-1]]) * lam_in
        down = jnp.concatenate([p[1:], jnp.zeros(1)]) * lam_out
        stay = p * (1 - lam_in - lam_out)
        stay = stay.at[0].add(p[0] * lam_out).at[-1].add(p[-1] * lam_in)
        return up + down + stay, p[0]
    p0 = jax.nn.one_hot(start_bikes, station.docks + 1)
    _, empty = jax.lax.scan(step, p0, (rates_in, rates_out))
    return empty.max()


def main():
    rng = np.random.default_rng(0)
    for day in range(2):
        for st in STATIONS:
            rin = jnp.asarray(rng.uniform(0.05, 0.3, 48), jnp.float32)
            rout = jnp.asarray(rng.uniform(0.05, 0.3, 48), jnp.float32)
            p = stockout_probability(rin, rout, st.docks // 2, station=st)
            print(day, st.code, round(float(p), 3))


if __name__ == "__main__":
    main()
