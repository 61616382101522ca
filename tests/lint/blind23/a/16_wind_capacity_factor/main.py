import jax
import jax.numpy as jnp

from reader import GribLikeReader

HUB_HEIGHT_FACTOR = (100 / 10) ** (1 / 7)


@jax.jit
def wind_power_density(ws10):
    ws_hub = ws10 * HUB_HEIGHT_FACTOR
    cf = jnp.clip((ws_hub ** 3 - 27.0) / (1728.0 - 27.0), 0.0, 1.0)
    cf = jnp.where(ws_hub > 25.0, 0.0, cf)
    return cf.mean(axis=0)


def main():
    reader = GribLikeReader()
    cfs = [wind_power_density(reader[i]) for i in range(len(reader))]
    print(float(jnp.stack(cfs).mean()))


if __name__ == "__main__":
    main()
