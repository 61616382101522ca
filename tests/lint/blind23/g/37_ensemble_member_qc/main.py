import jax
import jax.numpy as jnp
import numpy as np

from ensemble import load_nwp_ensemble, quality_control


def reservoir_response(rain, k):
    def step(s, r):
        s = s + r
        q = k * s
        return s - q, q

    return jax.lax.scan(step, 5.0, rain)[1]


@jax.jit
def flood_exceedance(member_rain, k, threshold):
    q = jax.vmap(reservoir_response, in_axes=(0, None))(member_rain, k)
    return (q.max(axis=1) > threshold).mean()


def main():
    for issue in range(8):
        rain = quality_control(load_nwp_ensemble(issue))
        p = flood_exceedance(rain, 0.25, 4.0)
        print(f"issue {issue}: {rain.shape[0]} members, P(exceed) = {float(p):.2f}")


if __name__ == "__main__":
    main()
