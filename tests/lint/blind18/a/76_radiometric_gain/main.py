import jax
import jax.numpy as jnp
import numpy as np

from calibration import gains_for


@jax.jit
def to_radiance(dn, gains):
    g = gains.reshape(gains.shape[0], *([1] * (dn.ndim - 1))) if gains.ndim == 1 else gains
    return dn * g


def main():
    rng = np.random.default_rng(0)
    for scene in range(4):
        dn = jnp.asarray(rng.integers(0, 4096, size=(4, 48, 48)).astype(np.float32))
        radiance = to_radiance(dn, jnp.asarray(gains_for(scene, on_cal_pass=scene in (1, 2))))
        print(f"scene {scene}: mean radiance {float(radiance.mean()):.2f}")


if __name__ == "__main__":
    main()
