import jax
import jax.numpy as jnp

from slots import SlotTable

FEEDERS_KM = jnp.array([0.0, 6.0, 12.0])


@jax.jit
def feeder_load(table):
    pos, power, on = table[:, 0], table[:, 1], table[:, 2]
    w = jnp.exp(-jnp.abs(pos[:, None] - FEEDERS_KM[None, :]) / 3.0)
    w = w / w.sum(1, keepdims=True)
    return (w * (power * on)[:, None]).sum(0)


def main():
    slots = SlotTable()
    for cycle in range(10):
        table = slots.poll()
        print(cycle, int(table[:, 2].sum()), jnp.round(feeder_load(table), 2).tolist())


if __name__ == "__main__":
    main()
