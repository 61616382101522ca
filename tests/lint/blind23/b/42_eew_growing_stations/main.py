import jax
import jax.numpy as jnp
import numpy as np

# Pd magnitude relation: log10(Pd) = A + B*M + C*log10(R)
A, B, C = -3.463, 0.729, -1.374


@jax.jit
def pd_magnitude(pd_cm, hypo_km):
    m_each = (jnp.log10(pd_cm) - A - C * jnp.log10(hypo_km)) / B
    return jnp.mean(m_each), jnp.std(m_each)


def trigger_sequence(rng, n_stations=8, mag=5.2):
    dist = np.sort(rng.uniform(10, 120, n_stations)).astype(np.float32)
    pd = 10 ** (A + B * mag + C * np.log10(dist) + 0.1 * rng.standard_normal(n_stations))
    return dist, pd.astype(np.float32)


def main():
    rng = np.random.default_rng(21)
    dist, pd = trigger_sequence(rng)
    for k in range(2, len(dist) + 1):
        m, s = pd_magnitude(jnp.asarray(pd[:k]), jnp.asarray(dist[:k]))
        print(f"{k} stations: M={float(m):.2f} +/- {float(s):.2f}")


if __name__ == "__main__":
    main()
