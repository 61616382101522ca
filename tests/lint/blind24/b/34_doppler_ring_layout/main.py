import jax.numpy as jnp
import numpy as np

from doppler import effective_doppler_temp, ring_temperatures


def ring_layout(n_rings):
    edges = [i / n_rings for i in range(n_rings + 1)]
    return tuple(edges)


def main():
    rng = np.random.default_rng(0)
    for burnup_step in range(5):
        q = jnp.asarray(rng.uniform(150, 250, 17).astype(np.float32))   # W/cm per pin
        k = 0.03 - 0.001 * burnup_step                                 # W/cm/K
        edges = ring_layout(5)
        t = ring_temperatures(q, k, jnp.full(17, 700.0), ring_edges=edges)
        teff = effective_doppler_temp(t, edges)
        print(f"step {burnup_step}: mean T_eff {float(teff.mean()):.0f} K")


if __name__ == "__main__":
    main()
