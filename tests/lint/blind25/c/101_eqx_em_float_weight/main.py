import jax.numpy as jnp
import numpy as np

from mixture import ClusterFieldMixture, em_step


def gaia_field(seed=0):
    rng = np.random.default_rng(seed)
    cl = rng.normal([-2.0, 4.5], 0.15, (300, 2))
    fd = rng.normal([0.0, 0.0], 3.0, (1200, 2))
    return np.concatenate([cl, fd]).astype(np.float32)


def main():
    pm = gaia_field()
    model = ClusterFieldMixture(jnp.array([-1.5, 4.0]), jnp.array(0.5), jnp.zeros(2), jnp.array(2.0), 0.1)
    for it in range(8):
        mu_cl, sig_cl, mu_f, sig_f, frac = em_step(model, pm)
        model = ClusterFieldMixture(mu_cl, sig_cl, mu_f, sig_f, float(frac))
    print(f"cluster pm = {np.round(np.asarray(model.mu_cl), 3)}, sigma {float(model.sig_cl):.3f}, "
          f"membership fraction {model.frac_cl:.3f}")


if __name__ == "__main__":
    main()
