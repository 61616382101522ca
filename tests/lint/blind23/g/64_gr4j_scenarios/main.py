import jax.numpy as jnp
import numpy as np

from model import gr4j_like


def run_scenarios(params, climate):
    results = {}
    for name, (p, e) in climate.items():
        q, _ = gr4j_like(params, p, e)
        results[name] = float(q.mean())
    return results


def main():
    rng = np.random.default_rng(7)
    days = np.arange(365)
    base_p = rng.gamma(0.6, 5.0, 365).astype(np.float32)
    base_e = (2.5 + 2 * np.sin(2 * np.pi * (days - 100) / 365)).astype(np.float32)
    climate = {
        "historical": (base_p, base_e),
        "wetter": (base_p * 1.1, base_e),
        "warmer": (base_p, base_e * 1.15),
        "hot_dry": (base_p * 0.85, base_e * 1.2),
    }
    params = (jnp.float32(350.0), jnp.float32(-0.5), jnp.float32(90.0))
    for name, q in run_scenarios(params, climate).items():
        print(f"{name:>10}: mean runoff {q:.3f} mm/d")


if __name__ == "__main__":
    main()
