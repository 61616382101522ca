import jax
import jax.numpy as jnp

from network import SensorNetwork


@jax.jit
def growing_degree_hours(readings, base_temp):
    return jnp.clip(readings - base_temp, 0.0, None).sum(axis=-1).mean()


def main():
    net = SensorNetwork(n_probes=10)
    base = jnp.float32(10.0)
    gdh = []
    for day in range(7):
        net.poll(day)
        gdh.append(float(growing_degree_hours(net.active_readings, base)))
    print([round(g, 1) for g in gdh])


if __name__ == "__main__":
    main()
