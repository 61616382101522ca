import numpy as np
import jax.numpy as jnp

from model import DensityMeter, corrected_readings, recalibrate


def main():
    rng = np.random.default_rng(0)
    meter = DensityMeter(jnp.float32(0.0), jnp.float32(1.0))
    for week in range(5):
        ref = jnp.asarray(rng.uniform(0.99, 1.10, 8), jnp.float32)
        raw = ref * rng.uniform(0.995, 1.005) + jnp.asarray(rng.normal(0, 2e-4, 8), jnp.float32)
        meter = recalibrate(meter, ref, raw)
        sg = corrected_readings(meter, jnp.asarray(rng.uniform(0.99, 1.10, 40), jnp.float32))
        print(f"week {week}: gain {float(meter.gain):.4f}, mean SG {float(sg.mean()):.4f}")


if __name__ == "__main__":
    main()
