import jax
import jax.numpy as jnp
import numpy as np

from enrich import login_features, N_COUNTRIES


@jax.jit
def login_risk(w_base, w_geo, base, geo=None):
    z = base @ w_base
    if geo is not None:
        z = z + geo @ w_geo
    return jax.nn.sigmoid(z - 1.0)


EVENTS = [
    {"src": "10.1.2.3", "hour": 9, "failures": 0, "new_device": 0},
    {"src": "198.51.100.7", "hour": 3, "failures": 4, "new_device": 1},
    {"src": "192.168.5.9", "hour": 14, "failures": 1, "new_device": 0},
    {"src": "203.0.113.50", "hour": 22, "failures": 0, "new_device": 1},
]


def main():
    rng = np.random.default_rng(0)
    w_base = jnp.array([0.5, 0.8, 1.2])
    w_geo = jnp.asarray(rng.normal(size=N_COUNTRIES).astype(np.float32))
    for ev in EVENTS:
        base, extra = login_features(ev, rng)
        print(ev["src"], float(login_risk(w_base, w_geo, base, **extra)))


if __name__ == "__main__":
    main()
