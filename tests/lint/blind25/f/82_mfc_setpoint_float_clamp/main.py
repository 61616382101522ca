import jax
import jax.numpy as jnp
import numpy as np

from mfc import clamp_setpoint


@jax.jit
def pecvd_film(sih4, n2o, rf_w):
    # semi-empirical SiON PECVD: deposition rate and refractive index
    ratio = n2o / (sih4 + 1e-3)
    rate = 0.9 * sih4 ** 0.7 * (rf_w / 300.0) ** 0.4
    n = 1.46 + 0.55 * jnp.exp(-ratio / 4.0)
    return rate, n


def main():
    rng = np.random.default_rng(1)
    n_target = 1.60
    sih4_req, n2o_req = 200.0, 1200.0
    for run in range(8):
        sih4 = clamp_setpoint("SiH4", sih4_req)
        n2o = clamp_setpoint("N2O", n2o_req)
        rate, n = pecvd_film(sih4, n2o, 300.0)
        n_meas = float(n) + rng.normal(0, 0.003)
        # adjust oxidiser flow toward the target index
        n2o_req = n2o_req * (1 + 3.0 * (n_meas - n_target)) - 50 * (run == 3)
        print(f"run {run}: SiH4 {sih4:.0f} N2O {n2o:.0f} sccm -> rate {float(rate):.1f} nm/s n={n_meas:.3f}")


if __name__ == "__main__":
    main()
