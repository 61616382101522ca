import jax.numpy as jnp
import numpy as np

from calibrate import calibrate
from model import calibration_loss


def sem_fem_data(seed=0):
    rng = np.random.default_rng(seed)
    dose, focus = np.meshgrid(np.linspace(26, 34, 5), np.linspace(-0.08, 0.08, 5))
    cd = 60.0 * (30.0 / dose) ** 0.9 * (1 + 20.0 * focus ** 2) + rng.normal(0, 0.3, dose.shape)
    return [jnp.asarray(a.ravel(), jnp.float32) for a in (dose, focus, cd)]


def main():
    dose, focus, cd = sem_fem_data()
    theta = jnp.array([28.0, 1.0, 10.0])
    theta = calibrate(theta, dose, focus, cd, n_iter=6)
    print("calibrated E0, gamma, c_f:", np.round(np.asarray(theta), 3),
          "loss", float(calibration_loss(theta, dose, focus, cd)))


if __name__ == "__main__":
    main()
