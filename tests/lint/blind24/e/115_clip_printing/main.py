import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def print_clip(audio, gain_db, fade_in_s):
    n = audio.shape[-1]
    ramp = jnp.clip(jnp.arange(n) / (8000.0 * fade_in_s), 0.0, 1.0)
    return audio * 10.0 ** (gain_db / 20.0) * ramp


class Clip:
    def __init__(self, name, adjustments, fade_in_s=0.05):
        self.name = name
        self.adjustments = adjustments
        self.fade_in_s = fade_in_s

    @property
    def gain_db(self):
        return sum(self.adjustments, 0.0)


def main():
    rng = np.random.default_rng(0)
    clips = [Clip("sc1_a", [-3.0, 1.5]), Clip("sc1_b", []), Clip("sc2_a", [2.0], 0.1),
             Clip("sc2_b", []), Clip("sc3_a", [-1.0, -1.0, 0.5])]
    for clip in clips:
        audio = (0.3 * rng.standard_normal((2, 4800))).astype(np.float32)
        out = print_clip(audio, clip.gain_db, clip.fade_in_s)
        print(clip.name, clip.gain_db, round(float(np.abs(np.asarray(out)).max()), 4))


if __name__ == "__main__":
    main()
