import jax
import jax.numpy as jnp
import numpy as np

N_TERM = 6


def od_matrix(o, d, tonnes):
    flat = np.bincount(o * N_TERM + d, weights=tonnes, minlength=N_TERM * N_TERM)
    return flat.reshape(N_TERM, N_TERM).astype(np.float32)


@jax.jit
def od_revenue(dist_km, od_tonnes, rate_per_tkm):
    taper = 1.0 / (1.0 + dist_km / 800.0)
    return jnp.sum(od_tonnes * dist_km * rate_per_tkm * taper)


def main():
    rng = np.random.default_rng(0)
    pts = rng.uniform(0, 600, (N_TERM, 2))
    dist = np.linalg.norm(pts[:, None] - pts[None], axis=-1).astype(np.float32)
    for day in range(7):
        n = int(rng.integers(10, 40))
        o = rng.integers(0, N_TERM, n)
        d = (o + rng.integers(1, N_TERM, n)) % N_TERM
        m = od_matrix(o, d, rng.uniform(20, 60, n))
        print(day, int((m > 0).sum()), f"EUR {float(od_revenue(dist, m, 0.045)):.0f}")


if __name__ == "__main__":
    main()
