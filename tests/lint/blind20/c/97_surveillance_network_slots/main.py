import jax
import jax.numpy as jnp
import numpy as np

from network import SurveillanceNetwork

JOIN_SCHEDULE = {0: [(20_000, 15), (8_000, 0)], 3: [(15_000, 2)], 6: [(40_000, 0), (5_000, 1)], 9: [(12_000, 0)]}


@jax.jit
def week_ahead(infected, pops, mobility, beta):
    def day(i, _):
        pressure = mobility @ (i / pops)
        new = beta * (pops - i) * pressure
        return i + new - 0.15 * i, None
    infected, _ = jax.lax.scan(day, infected, None, length=7)
    return infected


if __name__ == "__main__":
    net = SurveillanceNetwork()
    for week in range(12):
        for pop, inf in JOIN_SCHEDULE.get(week, []):
            net.join(pop, inf)
        net.infected = np.array(week_ahead(net.infected, net.pops, net.mobility(), jnp.float32(0.25)))
        print(f"week {week}: towns={net.n_towns} infected={net.infected.sum():.0f}")
