import jax
import jax.numpy as jnp

from section import Section

SUBSTATIONS_KM = jnp.array([0.0, 6.0, 12.0])


@jax.jit
def substation_load(trains):
    d = jnp.abs(trains[:, :1] - SUBSTATIONS_KM[None, :])
    share = jnp.exp(-d / 3.0)
    share = share / share.sum(1, keepdims=True)
    return (share * trains[:, 1:2]).sum(0)


def main():
    sec = Section()
    for cycle in range(10):
        trains = sec.poll()
        if trains.shape[0] == 0:
            continue
        load = substation_load(trains)
        print(cycle, trains.shape[0], jnp.round(load, 2).tolist())


if __name__ == "__main__":
    main()
