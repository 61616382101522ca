import jax
import jax.numpy as jnp
import numpy as np

from bookings import daily_bookings, aggregate_od


@jax.jit
def tariff_revenue(dist_km, orig, dest, tonnes, rate_per_tkm):
    km = dist_km[orig, dest]
    taper = 1.0 / (1.0 + km / 800.0)
    return jnp.sum(tonnes * km * rate_per_tkm * taper)


def main():
    rng = np.random.default_rng(0)
    pts = rng.uniform(0, 600, (6, 2))
    dist = np.linalg.norm(pts[:, None] - pts[None], axis=-1).astype(np.float32)
    for day in range(6):
        o, d, t = aggregate_od(*daily_bookings(rng))
        rev = tariff_revenue(dist, o, d, t, 0.045)
        print(day, len(t), f"EUR {float(rev):.0f}")


if __name__ == "__main__":
    main()
