import jax
import jax.numpy as jnp
import numpy as np

A, B, C = -3.463, 0.729, -1.374
MAX_STATIONS = 16


@jax.jit
def masked_pd_magnitude(pd_cm, hypo_km, active):
    m_each = (jnp.log10(pd_cm) - A - C * jnp.log10(hypo_km)) / B
    w = active.astype(m_each.dtype)
    n = jnp.maximum(w.sum(), 1.0)
    mean = jnp.sum(w * m_each) / n
    std = jnp.sqrt(jnp.sum(w * (m_each - mean) ** 2) / n)
    return mean, std


class TriggerBuffer:
    def __init__(self):
        self.pd = np.ones(MAX_STATIONS, np.float32)
        self.dist = np.ones(MAX_STATIONS, np.float32)
        self.active = np.zeros(MAX_STATIONS, bool)
        self.count = 0

    def add(self, dist, pd):
        self.pd[self.count] = pd
        self.dist[self.count] = dist
        self.active[self.count] = True
        self.count += 1

    def estimate(self):
        return masked_pd_magnitude(jnp.asarray(self.pd), jnp.asarray(self.dist), jnp.asarray(self.active))


def main():
    rng = np.random.default_rng(21)
    dist = np.sort(rng.uniform(10, 120, 8)).astype(np.float32)
    pd = (10 ** (A + B * 5.2 + C * np.log10(dist) + 0.1 * rng.standard_normal(8))).astype(np.float32)
    buf = TriggerBuffer()
    for d, p in zip(dist, pd):
        buf.add(d, p)
        if buf.count >= 2:
            m, s = buf.estimate()
            print(f"{buf.count} stations: M={float(m):.2f} +/- {float(s):.2f}")


if __name__ == "__main__":
    main()
