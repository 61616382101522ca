import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def propagate_delay(schedule_dev, incident):
    dev = schedule_dev
    if incident is not None:
        dev = dev + incident["minutes"] * jnp.exp(-incident["decay"] * jnp.arange(dev.shape[0]))
    return jnp.cumsum(jnp.maximum(dev, -1.0))


class LineMonitor:
    def __init__(self, n_stops):
        self.n_stops = n_stops
        self.active_incident = None

    def report(self, minutes):
        self.active_incident = {"minutes": jnp.float32(minutes), "decay": jnp.float32(0.3)}

    def tick(self, rng):
        dev = jnp.asarray(rng.normal(0, 0.5, self.n_stops), jnp.float32)
        return propagate_delay(dev, self.active_incident)


def main():
    rng = np.random.default_rng(0)
    mon = LineMonitor(20)
    for t in range(10):
        if t == 4:
            mon.report(6.0)
        print(t, float(mon.tick(rng)[-1]))


if __name__ == "__main__":
    main()
