import jax
import jax.numpy as jnp
import numpy as np

from sensors import calibration_for


@jax.jit
def core_temp_estimate(skin_raw, coeffs):
    skin = jnp.polyval(coeffs, skin_raw)
    # simple heat-flux style offset from skin to core
    return jnp.mean(skin) + 0.18 * (37.0 - jnp.mean(skin))


def devices():
    rng = np.random.default_rng(0)
    for batch in ["batch-2023A", "batch-2023B", "batch-2024A", "batch-2023A"]:
        yield batch, (33.0 + 0.3 * rng.standard_normal(120)).astype(np.float32)


def main():
    for batch, raw in devices():
        print(batch, round(float(core_temp_estimate(raw, calibration_for(batch))), 2))


if __name__ == "__main__":
    main()
