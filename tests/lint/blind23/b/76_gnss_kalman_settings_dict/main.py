import jax
import jax.numpy as jnp
import numpy as np

STATION_SETTINGS = {
    "P158": {"process_var": 1e-4, "obs_var": 4e-4},
    "P201": {"process_var": 2e-4, "obs_var": 9e-4},
    "SBCC": {"process_var": 5e-5, "obs_var": 2.5e-4},
    "CRBT": {"process_var": 1e-4, "obs_var": 1e-3},
}


@jax.jit
def kalman_smooth_gnss(obs, settings):
    def step(carry, z):
        x, p = carry
        p = p + settings["process_var"]
        k = p / (p + settings["obs_var"])
        x = x + k * (z - x)
        p = (1 - k) * p
        return (x, p), x

    _, xs = jax.lax.scan(step, (obs[0], jnp.float32(1.0)), obs)
    return xs


def main():
    rng = np.random.default_rng(23)
    t = np.arange(600, dtype=np.float32)
    for name, settings in STATION_SETTINGS.items():
        disp = 0.002 * t + (t > 300) * 0.05 + 0.02 * rng.standard_normal(600)
        xs = kalman_smooth_gnss(jnp.asarray(disp, jnp.float32), settings)
        print(name, float(xs[310] - xs[290]))


if __name__ == "__main__":
    main()
