import equinox as eqx
import jax.numpy as jnp
import numpy as np

from model import TidalCurrentModel, current_misfit


def main():
    rng = np.random.default_rng(0)
    t = np.arange(0, 24 * 15, 0.5, dtype=np.float32)
    speeds = 2 * np.pi / np.array([12.42, 12.0, 23.93, 25.82])
    model = TidalCurrentModel(jnp.asarray(speeds, jnp.float32), jnp.array([[0.6, 0.1], [0.2, 0.04], [0.1, 0.05], [0.07, 0.02]]),
                              jnp.zeros(4), jnp.array(0.3), jnp.array([0.05, 0.0]))
    uv_obs = np.asarray(model(jnp.asarray(t))) + rng.normal(0, 0.05, (t.size, 2)).astype(np.float32)
    # scan ellipse inclination to check sensitivity of the fit
    for theta in [0.0, 0.15, 0.3, 0.45, 0.6]:
        trial = eqx.tree_at(lambda m: m.orientation, model, jnp.asarray(theta, jnp.float32))
        print(f"inclination {theta:.2f} rad: rms misfit {float(current_misfit(trial, t, uv_obs)):.4f} m/s")


if __name__ == "__main__":
    main()
