import jax
import jax.numpy as jnp
import numpy as np

from config import ExposureConfig
from exposure import next_gain


@jax.jit
def apply_gain(frame, gain):
    out = jnp.clip(frame * gain, 0.0, 1.0)
    return out, out.mean()


def main():
    cfg = ExposureConfig()
    rng = np.random.default_rng(0)
    gain = cfg.gain
    brightness = [0.4, 0.2, 0.1, 0.05, 0.05, 0.3]
    for t, level in enumerate(brightness):
        frame = (rng.random((16, 16), dtype=np.float32) * 2 * level).astype(np.float32)
        out, luma = apply_gain(frame, gain)
        gain = next_gain(cfg, gain, float(luma))
        print(f"t={t} luma={float(luma):.3f} next gain={float(gain):.3f}")


if __name__ == "__main__":
    main()
